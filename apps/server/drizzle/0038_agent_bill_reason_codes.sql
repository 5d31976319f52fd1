-- hand-written (keep on renumbering)
-- Bills' reasons become codes the agent's client words in its language (contract
-- `billReasons`, ADR 023): the settlement used to store English sentences, which a pt-BR
-- agent read as they were. The sentences it wrote map one to one onto the codes; an
-- operator's own words on a rejection and a refused payment's error stay as written.
UPDATE "agent_bill" SET "reason" = CASE
	WHEN "reason" = 'no team net loss in the period' THEN 'no_team_net_loss'
	WHEN "reason" = 'nothing earned in the period' THEN 'nothing_earned'
	WHEN "reason" = 'capped by upline: the upline earned nothing in the period' THEN 'upline_earned_nothing'
	WHEN "reason" = 'capped by upline; all earned by downlines' THEN 'capped_all_to_downlines'
	WHEN "reason" = 'all earned by downlines' THEN 'all_to_downlines'
	WHEN "reason" = 'capped by upline' THEN 'capped_by_upline'
	WHEN "reason" = 'rejected by the operator' THEN 'rejected_by_operator'
	ELSE 'too_few_active_members'
END
WHERE "reason" IN (
	'no team net loss in the period',
	'nothing earned in the period',
	'capped by upline: the upline earned nothing in the period',
	'capped by upline; all earned by downlines',
	'all earned by downlines',
	'capped by upline',
	'rejected by the operator'
) OR "reason" ~ '^[0-9]+ active members, [0-9]+ required$';
