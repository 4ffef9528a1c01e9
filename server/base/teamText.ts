/** The Dutch texts of team access: roles, invitations, required two-step and the activity log. */
export const teamText = {
  access: {
    /** A role that holds the permission's read side only. */
    readOnly: 'Je kunt hier alleen meekijken. Wijzigen kan een beheerder van het account.',
    noRight: 'Je rol geeft geen toegang tot dit onderdeel. Vraag een beheerder van het account om meer rechten.',
    twoStepFirst: 'Stel eerst tweestapsverificatie in: je account vraagt dat van iedereen.',
  },
} as const;
