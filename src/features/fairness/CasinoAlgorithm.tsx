import styles from './Fairness.module.css';

const C = ({ children }: { children: string }) => <code className={styles.code}>{children}</code>;

/** docs/fairness.md §1-§10 in short: the casino tables and the three slots. */
export function CasinoAlgorithm() {
  return (
    <>
      <h3>공통: 커밋과 난수 스트림 (카지노·슬롯)</h3>
      <ol className={styles.steps}>
        <li>
          서버 시드는 16진수 문자열(32바이트)이며, 두 글자씩 바이트로 디코딩한 <b>바이트</b>를
          씁니다. 커밋 = <C>hex(SHA-256(서버 시드 바이트))</C> (64자리, 16진수 텍스트가 아닌
          바이트의 해시). 플레이 전에 공개되고, 결과 뒤에 서버 시드가 공개됩니다.
        </li>
        <li>
          블록(counter = 0, 1, 2, …) = <C>HMAC-SHA256(키 = 서버 시드 바이트, 메시지)</C>, 메시지는{' '}
          <C>클라이언트시드:논스:counter</C> 의 UTF-8 바이트 (10진수, 부호·자리 채움 없음. 예:{' '}
          <C>abc:5:0</C>). 클라이언트 시드는 그대로(공백 제거·대소문자 변경 없음) 씁니다.
        </li>
        <li>
          각 블록 32바이트를 바이트 0, 4, 8, …, 28 에서 시작하는 <b>빅엔디언 uint32 8개</b>로
          읽습니다 (<C>b[o]·2^24 + b[o+1]·2^16 + b[o+2]·2^8 + b[o+3]</C>). 스트림은 블록 0의 8개,
          블록 1의 8개, … 순서이고 각 값은 한 번만 씁니다.
        </li>
        <li>
          <C>below(n)</C>: <C>limit = floor(2^32 / n) · n</C>; 다음 값 v 가 <C>v &lt; limit</C> 이면{' '}
          <C>v mod n</C>, 아니면 v 를 버리고(소비됨) 다음 값을 봅니다. 예: n = 37 이면 4 294 967 292
          이상의 네 값만 버려집니다.
        </li>
        <li>논스: 슬롯은 세션의 스핀 번호(0부터), 테이블은 그 테이블의 라운드 번호(1부터).</li>
      </ol>
      <h3>테이블 결합 클라이언트 시드</h3>
      <ol className={styles.steps}>
        <li>
          라운드의 좌석마다 클라이언트 시드 하나(첫 베팅 때의 회원 시드). 결합 시드 ={' '}
          <C>hex(SHA-256(UTF-8(sort(seeds).join(&quot;:&quot;))))</C>.
        </li>
        <li>
          정렬은 UTF-16 코드 단위 순서(자바스크립트 기본 정렬:{' '}
          <C>&quot;B&quot; &lt; &quot;a&quot;</C>
          ), 같은 시드는 중복 그대로 둡니다. 아무도 베팅하지 않으면 리터럴 <C>table</C>.
        </li>
        <li>회원은 공개된 좌석 목록에서 자기 시드를 찾고 결합 시드를 직접 다시 계산합니다.</li>
      </ol>
      <h3>바카라</h3>
      <ol className={styles.steps}>
        <li>
          라운드마다 새 8덱 슈(416장). 카드 c: <C>d = c mod 52</C>, 랭크 <C>(d mod 13) + 1</C>, 무늬{' '}
          <C>floor(d / 13)</C> (0 스페이드, 1 하트, 2 다이아몬드, 3 클럽). 점수: A 1, 2~9 숫자,
          10/J/Q/K 0, 합 mod 10.
        </li>
        <li>
          k번째 카드: <C>j = k + below(416 − k)</C>, 위치 k 와 j 를 바꾸고 위치 k 의 카드를
          돌립니다.
        </li>
        <li>
          순서: 플레이어, 뱅커, 플레이어, 뱅커. 어느 쪽이든 8·9(내추럴)면 끝. 아니면 플레이어 0~5
          에서 세 번째 카드, 그다음 뱅커: 플레이어가 서면 뱅커 0~5 에서 받음; 플레이어 세 번째 카드
          점수 t 가 있으면 뱅커 0~2 항상, 3 은 t ≠ 8, 4 는 t 2~7, 5 는 t 4~7, 6 은 t 6~7, 7 은 받지
          않음.
        </li>
        <li>
          결과: <C>{'{ player, banker, playerPoints, bankerPoints, winner }'}</C>.
        </li>
      </ol>
      <h3>룰렛</h3>
      <ol className={styles.steps}>
        <li>
          싱글 제로: <C>pocket = below(37)</C> 한 번 (0~36). 결과 <C>{'{ pocket }'}</C>.
        </li>
      </ol>
      <h3>슬롯 (클래식 프루츠, 드래곤 보물, 보석 폭포)</h3>
      <ol className={styles.steps}>
        <li>
          화면마다 릴 0부터 스톱 하나씩: <C>stop[r] = below(릴 r 스트립 길이)</C>. 릴 r 의 행 0~2 는{' '}
          <C>strip[(stop + row) mod 길이]</C>.
        </li>
        <li>
          클래식 프루츠: 스톱 3개, 페이라인 5개. 드래곤 보물: 기본 화면 스톱 5개, 스캐터 3개
          이상이면 프리 스핀 10회(프리 스트립, 배당 ×2, 스캐터 3개 이상마다 +10회), 화면마다 스톱
          5개를 같은 스트림에서 이어서 뽑습니다.
        </li>
        <li>
          보석 폭포: 스톱 5개만 뽑고, 이후 텀블은 스트립 위쪽(stop − 1 부터 거꾸로)에서 채웁니다.
          배수 1, 2, 3, 이후 5.
        </li>
        <li>
          결과: <C>{'{ steps: [{ screen, wins, phase }], totalPay, freeSpinsPlayed }'}</C>. 각
          슬롯의 스트립·배당표·페이라인은 공정성 알고리즘 문서에 정의되어 있습니다.
        </li>
      </ol>
    </>
  );
}
