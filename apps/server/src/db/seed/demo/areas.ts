/** Delivery addresses: real suburbs with their state's postcode range. */
interface Area {
  suburbs: string[];
  postcodePrefix: string;
}
export const NSW: Area = {
  suburbs: [
    'Bondi',
    'Bronte',
    'Coogee',
    'Randwick',
    'Paddington',
    'Surry Hills',
    'Newtown',
    'Manly',
    'Mosman',
    'Double Bay',
  ],
  postcodePrefix: '20',
};
export const AREAS: Record<string, Area> = {
  NSW,
  VIC: { suburbs: ['Fitzroy', 'Carlton', 'Richmond', 'St Kilda', 'Brunswick', 'Windsor'], postcodePrefix: '30' },
  QLD: { suburbs: ['New Farm', 'West End', 'Teneriffe', 'Noosa Heads'], postcodePrefix: '40' },
  WA: { suburbs: ['Fremantle', 'Subiaco', 'Cottesloe'], postcodePrefix: '60' },
  SA: { suburbs: ['Glenelg', 'Norwood', 'Unley'], postcodePrefix: '50' },
  TAS: { suburbs: ['Sandy Bay', 'Battery Point'], postcodePrefix: '70' },
  ACT: { suburbs: ['Braddon', 'Kingston'], postcodePrefix: '26' },
  Auckland: { suburbs: ['Grey Lynn', 'Ponsonby', 'Herne Bay', 'Mt Eden', 'Parnell'], postcodePrefix: '10' },
};
