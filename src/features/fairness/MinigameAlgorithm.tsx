import styles from './Fairness.module.css';

const C = ({ children }: { children: string }) => <code className={styles.code}>{children}</code>;

/** docs/fairness-minigames.md §1-§9 in short. */
export function MinigameAlgorithm() {
  return (
    <>
      <h3>미니게임: 커밋과 HMAC 메시지</h3>
      <ol className={styles.steps}>
        <li>
          베팅 전 공개: 커밋 = <C>hex(SHA-256(시드 바이트))</C> (시드 16진수를 바이트로 디코딩,
          대소문자 무관). 추첨 뒤 시드, 규칙(1 또는 2), 결과 JSON 이 공개되고, 규칙 2 는 회차
          클라이언트 시드도 공개됩니다.
        </li>
        <li>
          블록(c = 0, 1, 2, …) = <C>HMAC-SHA256(키 = 시드 바이트, 메시지)</C>. 규칙 1 메시지:{' '}
          <C>게임번호:회차:c</C> (예: <C>211:20261129-0042:0</C>, 19바이트). 규칙 2 메시지:{' '}
          <C>게임번호:회차:회차클라이언트시드:c</C> (베팅 없으면 <C>211:20261129-0042:none:0</C>).
        </li>
        <li>
          회차는 <C>YYYYMMDD-NNNN</C> (서울 날짜와 그날의 4자리 회차 번호) 그대로 씁니다.
        </li>
        <li>
          블록마다 바이트 4k~4k+3 (k = 0~7) 을 빅엔디언으로 읽은 uint32 8개, 블록 0, 1, … 순서.
        </li>
        <li>
          <C>uniformInt(n)</C>: <C>limit = floor(2^32 / n) · n</C>, <C>v &lt; limit</C> 이면{' '}
          <C>v mod n</C>, 아니면 버리고(소비) 다시. n = 1 이면 항상 0.
        </li>
      </ol>
      <h3>규칙 2: 회차 클라이언트 시드</h3>
      <ol className={styles.steps}>
        <li>
          베팅이 없으면 <C>none</C>. 있으면 베터들의 시드를 UTF-16 코드 단위 순서로 정렬해 <C>:</C>{' '}
          로 이은 문자열의 <C>hex(SHA-256(UTF-8))</C>. 같은 시드가 두 번 있으면 두 번 그대로 씁니다.
        </li>
        <li>회원은 공개된 목록에서 자기 시드를 찾고 결합 시드를 직접 계산합니다.</li>
      </ol>
      <h3>추첨 도구</h3>
      <ol className={styles.steps}>
        <li>
          비복원 k개 뽑기: 목록을 복사해 i = 0 … k−1 마다 <C>j = i + uniformInt(길이 − i)</C>, i 와
          j 교환; 앞의 k개가 뽑힌 순서.
        </li>
        <li>
          가중 인덱스: <C>r = uniformInt(Σw)</C>, 앞에서부터 <C>r &lt; w[i]</C> 인 첫 i, 아니면{' '}
          <C>r −= w[i]</C>. 가중 순서(경주): 남은 항목으로 가중 인덱스를 반복.
        </li>
        <li>
          카드 0~51: 랭크 <C>(i mod 13) + 1</C>, 무늬 <C>floor(i / 13)</C>. 슈: 8덱 416장, 위치 p 에{' '}
          <C>p mod 52</C>; k번째 카드는 <C>j = k + uniformInt(416 − k)</C> 교환 후 위치 k.
        </li>
      </ol>
      <h3>게임별 추첨 순서</h3>
      <ul className={styles.steps}>
        <li>파워볼: 1~28 중 5개 비복원 → balls, 다음 powerball = uniformInt(10), sum = 공의 합.</li>
        <li>
          사다리: start = uniformInt(2) 가 0 이면 left, 다음 lines = uniformInt(2) 가 0 이면 3
          아니면 4; (start 가 right) 와 (lines 짝수) 가 같으면 even, 아니면 odd.
        </li>
        <li>식보: 주사위 3개 각각 1 + uniformInt(6); total, triple. 주사위: 2개.</li>
        <li>룰렛: pocket = uniformInt(37).</li>
        <li>
          원링: segment = 1 + uniformInt(24); 24 는 gold, 6의 배수 blue, mod 3 = 2 green, 나머지
          red.
        </li>
        <li>홀짝: uniformInt(48), 킹 없는 48장: 랭크 (i mod 12) + 1, 무늬 floor(i / 12).</li>
        <li>하이로우: uniformInt(52) 한 장.</li>
        <li>고스톱: 0~47 중 2장 비복원 (left, right), 월 = floor(카드 / 4) + 1, 높은 월 승.</li>
        <li>드래곤타이거: 새 슈에서 드래곤, 타이거 순서, 높은 랭크 승 (A 가장 낮음).</li>
        <li>바카라: 카지노 바카라와 같은 딜링·세 번째 카드 규칙 (새 슈).</li>
        <li>
          블랙잭: 플레이어, 딜러, 플레이어, 딜러; 블랙잭 확인, 플레이어 17 미만이면 받기, 버스트가
          아니면 딜러 17 미만이면 받기 (소프트 17 에서 섬).
        </li>
        <li>
          경마 가중치 [24, 18, 15, 12, 10, 9, 7, 5], 개경주 [26, 21, 17, 14, 12, 10]: 가중 순서.
        </li>
        <li>
          가상 축구: 홈 골 = 가중 인덱스 [24, 34, 24, 12, 4, 2], 원정 골 = [32, 36, 20, 9, 2, 1].
        </li>
        <li>가상 농구: 홈 80 + uniformInt(41), 원정 78 + uniformInt(41).</li>
      </ul>
    </>
  );
}
