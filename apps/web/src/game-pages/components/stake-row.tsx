import { StakeSelect } from './stake-select';

/** The stake picker beside the button that plays one round, as every round-based game shows it. */
export function StakeRow(props: {
  stake: number;
  options: readonly number[];
  currency: string;
  busy: boolean;
  onStakeChange: (stake: number) => void;
  playLabel: string;
  onPlay: () => void;
}) {
  return (
    <div className="field-row">
      <StakeSelect
        value={props.stake}
        options={props.options}
        currency={props.currency}
        disabled={props.busy}
        onChange={props.onStakeChange}
      />
      <button
        className="button button-primary"
        type="button"
        disabled={props.busy}
        onClick={props.onPlay}
      >
        {props.playLabel}
      </button>
    </div>
  );
}
