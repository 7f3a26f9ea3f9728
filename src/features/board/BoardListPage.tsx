import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { fetchBoardPosts } from '../../api/board.api';
import { useUser } from '../../app/hooks';
import { BOARD_SEARCH_MAX } from '../../../common/contract/board.contract';
import { formatShortDate } from '../../../common/domain/format';
import { BOARD as T } from '../../../common/i18n/board.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import { Pagination } from '../../ui/Pagination';
import controls from '../../ui/controls.module.css';
import { useAsync } from '../../ui/use-async';
import styles from './Board.module.css';
import { scrollRegion } from '../../ui/scroll-region';

/** `/free`: the free board, 15 posts a page, newest first; search is submitted with Enter. */
export function BoardListPage() {
  const user = useUser();
  if (!user) return <LoginRequired message={T.loginRequired} />;
  return <BoardList />;
}

function BoardList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const state = useAsync(() => fetchBoardPosts(page, search || undefined), [page, search]);
  const data = state.data;

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setSearch(text);
    setPage(1);
  };
  const clear = () => {
    setDraft('');
    setSearch('');
    setPage(1);
  };

  return (
    <div className={styles.page}>
      <Card
        id="board-title"
        heading="h1"
        title={T.title}
        data-testid="board-page"
        actions={
          <Link to="/free/write" className={`${controls.btn} ${controls.accent} ${controls.sm}`}>
            {T.write}
          </Link>
        }
      >
        <div className={styles.toolbar}>
          <form className={styles.search} role="search" onSubmit={onSearch}>
            <input
              className={controls.input}
              type="search"
              aria-label={T.searchLabel}
              placeholder={T.searchPlaceholder}
              maxLength={BOARD_SEARCH_MAX}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              data-testid="board-search"
            />
            {search ? (
              <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={clear}>
                {T.clearSearch}
              </button>
            ) : null}
          </form>
        </div>
        {state.error ? <Notice error>{errorMessage(state.error)}</Notice> : null}
        <div className={controls.tableWrap} {...scrollRegion()}>
          <table className={controls.table} data-testid="board-list">
            <thead>
              <tr>
                <th scope="col">{T.colNo}</th>
                <th scope="col">{T.colTitle}</th>
                <th scope="col">{T.colWriter}</th>
                <th scope="col">{T.colDate}</th>
                <th scope="col">{T.colViews}</th>
              </tr>
            </thead>
            <tbody>
              {data && data.items.length === 0 ? (
                <tr>
                  <td colSpan={5} className={controls.emptyCell}>
                    {search ? T.noResults : T.empty}
                  </td>
                </tr>
              ) : null}
              {!data && state.loading ? (
                <tr>
                  <td colSpan={5} className={controls.emptyCell}>
                    {T.loading}
                  </td>
                </tr>
              ) : null}
              {data?.items.map((post) => (
                <tr key={post.id} data-testid="board-row" data-id={post.id}>
                  <td className={controls.num}>{post.id}</td>
                  <td className={styles.titleCell}>
                    <Link
                      to="/free/view/{-$id}"
                      params={{ id: String(post.id) }}
                      className={styles.titleLink}
                    >
                      {post.title}
                    </Link>
                    {post.commentCount > 0 ? (
                      <span className={styles.count}>{T.commentCount(post.commentCount)}</span>
                    ) : null}
                  </td>
                  <td>{post.nickname}</td>
                  <td>{formatShortDate(post.createdAt)}</td>
                  <td className={controls.num}>{post.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data ? (
          <Pagination page={data.page} pageCount={data.pageCount} onChange={setPage} />
        ) : null}
      </Card>
    </div>
  );
}
