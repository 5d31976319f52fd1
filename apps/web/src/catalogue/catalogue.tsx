import { useRef, useState, type ReactNode } from 'react';
import { AppDialog } from '../components/app-dialog';
import view from '../components/centre-view.module.css';
import { contrastRatio } from './contrast';
import styles from './catalogue.module.css';

const surfaces = ['--bg', '--surface-1', '--surface-2', '--surface-3'] as const;
const textColours = [
  '--text',
  '--text-muted',
  '--accent',
  '--accent-strong',
  '--win',
  '--lose',
  '--danger',
  '--success',
  '--focus',
  '--warning',
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`cat-${title}`}>
      <h2 id={`cat-${title}`}>{title}</h2>
      {children}
    </section>
  );
}

/** Text colours on every surface, with the contrast the browser computes from the tokens. */
function ContrastTable() {
  // The style sheets are in before the first render (main.tsx imports them first).
  const [values] = useState<Record<string, string>>(() => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(
      [...surfaces, ...textColours].map((name) => [name, style.getPropertyValue(name).trim()]),
    );
  });
  return (
    <table className={view.table}>
      <caption className={styles.caption}>
        Contrast (WCAG 2.x); AA needs 4.5:1 for body text
      </caption>
      <thead>
        <tr>
          <th scope="col">Text token</th>
          {surfaces.map((s) => (
            <th key={s} scope="col">
              {s}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {textColours.map((text) => (
          <tr key={text}>
            <th scope="row">{text}</th>
            {surfaces.map((surface) => {
              const ratio = contrastRatio(values[text] ?? '', values[surface] ?? '');
              return (
                <td
                  key={surface}
                  style={{ color: `var(${text})`, background: `var(${surface})` }}
                  className={view.number}
                >
                  {ratio === null ? '–' : `${ratio.toFixed(1)}:1 ${ratio >= 4.5 ? 'AA' : 'fail'}`}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Catalogue() {
  const [dialog, setDialog] = useState(false);
  const focusRef = useRef<HTMLButtonElement>(null);
  return (
    <main className={styles.page}>
      <h1 className="page-title">Component catalogue</h1>
      <p className="muted">
        Development only. Tokens and rules: docs/design.md. Hover and press the samples; Tab shows
        the focus ring.
      </p>

      <Section title="Colour and contrast">
        <ul className={styles.swatches}>
          {[...surfaces, '--border', ...textColours].map((name) => (
            <li key={name}>
              <span className={styles.swatch} style={{ background: `var(${name})` }} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
        <ContrastTable />
      </Section>

      <Section title="Type scale">
        {(['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'] as const).map(
          (size) => (
            <p key={size} style={{ fontSize: `var(--font-size-${size})`, margin: 0 }}>
              --font-size-{size}: Jackpot R$ 1.234.567,89
            </p>
          ),
        )}
      </Section>

      <Section title="Buttons">
        <div className={styles.row}>
          <button type="button" className="button">
            Default
          </button>
          <button type="button" className="button button-primary">
            Primary
          </button>
          <button type="button" className="button button-danger">
            Danger
          </button>
          <button type="button" className="button" disabled>
            Disabled
          </button>
          <button type="button" className="button button-primary" disabled>
            Primary disabled
          </button>
          <button type="button" className="button" aria-busy="true">
            Busy
          </button>
          <button
            type="button"
            className={`button ${styles.forcedFocus}`}
            ref={focusRef}
            onClick={() => focusRef.current?.focus()}
          >
            Focused (ring)
          </button>
        </div>
      </Section>

      <Section title="Inputs">
        <div className={styles.grid}>
          <div className={view.field}>
            <label htmlFor="cat-default">Default</label>
            <input id="cat-default" placeholder="demo_player" />
          </div>
          <div className={view.field}>
            <label htmlFor="cat-disabled">Disabled</label>
            <input id="cat-disabled" disabled value="read only" readOnly />
          </div>
          <div className={view.field}>
            <label htmlFor="cat-error">With an error</label>
            <input id="cat-error" aria-invalid="true" aria-describedby="cat-error-text" />
            <p id="cat-error-text" className={view.error}>
              Enter 4 to 16 letters or digits.
            </p>
          </div>
          <div className={view.field}>
            <label htmlFor="cat-select">Select</label>
            <select id="cat-select" defaultValue="PIX">
              <option>PIX</option>
              <option>BOLETO</option>
            </select>
          </div>
        </div>
        <p className={view.alert} role="alert">
          Error: the deposit could not be created.
        </p>
        <p className={view.success} role="status">
          Success: R$ 10,00 credited.
        </p>
      </Section>

      <Section title="Dialogs">
        <div className={styles.row}>
          <button type="button" className="button button-primary" onClick={() => setDialog(true)}>
            Open a dialog
          </button>
        </div>
        <AppDialog
          name="catalogueDialog"
          open={dialog}
          title="Sample dialog"
          size="medium"
          onClose={() => setDialog(false)}
        >
          <p>Modal, labelled by its title, focus kept inside; Escape closes it.</p>
          <div className={styles.row}>
            <button type="button" className="button" onClick={() => setDialog(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => setDialog(false)}
            >
              Confirm
            </button>
          </div>
        </AppDialog>
      </Section>

      <Section title="Cards and elevation">
        <div className={styles.grid}>
          {(['1', '2', '3'] as const).map((level) => (
            <article
              key={level}
              className={styles.card}
              style={{ boxShadow: `var(--shadow-${level})` }}
            >
              <h3>--shadow-{level}</h3>
              <p className="muted">
                {level === '1' ? 'Cards, tiles' : level === '2' ? 'Menus, popovers' : 'Dialogs'}
              </p>
            </article>
          ))}
          <article className={`${styles.card} ${styles.cardInteractive}`} tabIndex={0}>
            <h3>Interactive card</h3>
            <p className="muted">Lifts and glows gold on hover and focus.</p>
          </article>
        </div>
      </Section>

      <Section title="Table">
        <table className={view.table}>
          <caption className={styles.caption}>Recent rounds</caption>
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Stake</th>
              <th scope="col">Win</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Dice</td>
              <td className={view.number}>R$ 1,00</td>
              <td className={`${view.number} ${styles.win}`}>R$ 1,98</td>
            </tr>
            <tr>
              <td>Mines</td>
              <td className={view.number}>R$ 5,00</td>
              <td className={`${view.number} ${styles.lose}`}>R$ 0,00</td>
            </tr>
          </tbody>
        </table>
      </Section>

      <Section title="Badges">
        <div className={styles.row}>
          <span className={styles.badge}>Demo</span>
          <span className={`${styles.badge} ${styles.badgeAccent}`}>Hot</span>
          <span className={`${styles.badge} ${styles.badgeSuccess}`}>Paid</span>
          <span className={`${styles.badge} ${styles.badgeDanger}`}>Failed</span>
        </div>
      </Section>
    </main>
  );
}
