import {
  adminBoardPostPageSchema,
  boardBanSchema,
  boardCreatedSchema,
  boardPostPageSchema,
  boardPostSchema,
  type BoardBanBody,
  type BoardPostBody,
} from '../../common/contract/board.contract';
import { okSchema } from '../../common/contract/common.contract';
import { api } from './client';

/** The free board calls; shapes from common/contract/board.contract.ts. */
export function fetchBoardPosts(page: number, search?: string) {
  const searchParams: Record<string, string | number> = { page };
  if (search) searchParams.search = search;
  return api.get('board/posts', { searchParams }).json(boardPostPageSchema);
}

export function fetchBoardPost(id: number) {
  return api.get(`board/posts/${id}`).json(boardPostSchema);
}

export function createBoardPost(body: BoardPostBody) {
  return api.post('board/posts', { json: body }).json(boardCreatedSchema);
}

export function createBoardComment(postId: number, body: string) {
  return api.post(`board/posts/${postId}/comments`, { json: { body } }).json(boardCreatedSchema);
}

export function deleteBoardPost(id: number) {
  return api.delete(`board/posts/${id}`).json(okSchema);
}

export function deleteBoardComment(id: number) {
  return api.delete(`board/comments/${id}`).json(okSchema);
}

// ---- operators ----

export function fetchAdminBoardPosts(page: number) {
  return api.get('admin/board/posts', { searchParams: { page } }).json(adminBoardPostPageSchema);
}

export function hideBoardPost(id: number, hidden: boolean) {
  return api.post(`admin/board/posts/${id}/hide`, { json: { hidden } }).json(okSchema);
}

export function hideBoardComment(id: number, hidden: boolean) {
  return api.post(`admin/board/comments/${id}/hide`, { json: { hidden } }).json(okSchema);
}

export function banBoardWriter(body: BoardBanBody) {
  return api.post('admin/board/bans', { json: body }).json(boardBanSchema);
}
