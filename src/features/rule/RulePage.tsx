import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { fetchRules } from '../../api/content.api';
import type { RuleSection } from '../../../common/contract/content.contract';
import { COMMON } from '../../../common/i18n/common.ko';
import { RULE } from '../../../common/i18n/content.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { SanitisedHtml } from '../../ui/SanitisedHtml';
import { useAsync } from '../../ui/use-async';
import styles from './Rule.module.css';

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern). */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

function RuleTabs({ sections }: { sections: RuleSection[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = sections[Math.min(selected, sections.length - 1)]!;

  const onKeyDown = (e: KeyboardEvent) => {
    const next = nextIndex(e.key, selected, sections.length);
    if (next === null) return;
    e.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={RULE.tabs} className={styles.tabs} onKeyDown={onKeyDown}>
        {sections.map((section, index) => (
          <button
            key={section.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${section.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            data-testid="rule-tab"
            onClick={() => setSelected(index)}
          >
            {section.title}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        data-testid="rule-panel"
        data-section-id={current.id}
      >
        <SanitisedHtml html={current.bodyHtml} data-testid="rule-body" />
      </div>
    </>
  );
}

/** `/rule`: the operators' rule sections (스포츠 규정, 미니게임 규정, …) as tabs, in their order. */
export function RulePage() {
  const { data, error, loading } = useAsync(fetchRules, []);
  return (
    <div className={styles.page}>
      <Card id="rule-title" heading="h1" title={RULE.title} data-testid="rule-page">
        <p className={styles.lead}>{RULE.lead}</p>
        <p className={styles.lead}>
          {/* Features do not import each other, so the /fairness page's name is written here; a
              plain link, so the card needs no router. */}
          <a href="/fairness" data-testid="rule-fairness-link">
            공정성 검증 (프로바블리 페어)
          </a>
        </p>
        {error && !data ? <Notice error>{errorMessage(error)}</Notice> : null}
        {loading && !data ? <Notice>{COMMON.loading}</Notice> : null}
        {data && data.length === 0 ? <Notice>{RULE.empty}</Notice> : null}
        {data && data.length > 0 ? <RuleTabs sections={data} /> : null}
      </Card>
    </div>
  );
}
