/**
 * Where to draw the countries and territories that world-atlas's 110m shapes lack, by ISO
 * 3166-1 numeric code: the centre of each one's largest island in the 50m shapes (checked
 * against them by dots.test.ts), then a few that no world-atlas file has, by hand.
 */
export const WORLD_DOTS: readonly (readonly [
  numeric: string,
  longitude: number,
  latitude: number,
])[] = [
  ['336', 12.43, 41.9], // Vatican
  ['583', 158.23, 6.89], // Micronesia
  ['584', 171.1, 7.14], // Marshall Is.
  ['580', 145.74, 15.18], // N. Mariana Is.
  ['850', -64.77, 17.74], // U.S. Virgin Is.
  ['316', 144.77, 13.44], // Guam
  ['016', -170.72, -14.3], // American Samoa
  ['239', -36.69, -54.36], // S. Geo. and the Is.
  ['086', 72.49, -7.38], // Br. Indian Ocean Ter.
  ['654', -5.72, -15.96], // Saint Helena
  ['612', -128.32, -24.36], // Pitcairn Is.
  ['660', -63.07, 18.22], // Anguilla
  ['136', -81.29, 19.32], // Cayman Is.
  ['060', -64.76, 32.31], // Bermuda
  ['092', -64.62, 18.42], // British Virgin Is.
  ['796', -71.74, 21.81], // Turks and Caicos Is.
  ['500', -62.19, 16.74], // Montserrat
  ['832', -2.13, 49.22], // Jersey
  ['831', -2.57, 49.47], // Guernsey
  ['833', -4.54, 54.22], // Isle of Man
  ['776', -175.22, -21.17], // Tonga
  ['702', 103.82, 1.36], // Singapore
  ['690', 55.48, -4.66], // Seychelles
  ['678', 6.61, 0.24], // São Tomé and Principe
  ['674', 12.46, 43.94], // San Marino
  ['882', -172.44, -13.63], // Samoa
  ['670', -61.2, 13.25], // St. Vin. and Gren.
  ['662', -60.97, 13.89], // Saint Lucia
  ['659', -62.75, 17.33], // St. Kitts and Nevis
  ['585', 134.58, 7.51], // Palau
  ['570', -169.87, -19.05], // Niue
  ['184', -159.79, -21.22], // Cook Is.
  ['533', -69.98, 12.52], // Aruba
  ['531', -68.97, 12.2], // Curaçao
  ['520', 166.93, -0.52], // Nauru
  ['492', 7.41, 43.75], // Monaco
  ['480', 57.57, -20.28], // Mauritius
  ['470', 14.44, 35.89], // Malta
  ['462', 73.5, 4.2], // Maldives
  ['438', 9.54, 47.14], // Liechtenstein
  ['296', -157.37, 1.85], // Kiribati
  ['308', -61.68, 12.12], // Grenada
  ['666', -56.33, 46.94], // St. Pierre and Miquelon
  ['876', -178.13, -14.29], // Wallis and Futuna Is.
  ['663', -63.06, 18.09], // St-Martin
  ['652', -62.84, 17.9], // St-Barthélemy
  ['258', -149.42, -17.66], // Fr. Polynesia
  ['248', 19.94, 60.23], // Åland
  ['212', -61.36, 15.44], // Dominica
  ['234', -6.88, 62.17], // Faeroe Is.
  ['174', 43.34, -11.65], // Comoros
  ['446', 113.51, 22.22], // Macao
  ['344', 114.14, 22.44], // Hong Kong
  ['132', -23.64, 15.08], // Cabo Verde
  ['052', -59.56, 13.18], // Barbados
  ['048', 50.54, 26.04], // Bahrain
  ['334', 73.52, -53.09], // Heard I. and McDonald Is.
  ['574', 167.95, -29.05], // Norfolk Island
  ['028', -61.79, 17.08], // Antigua and Barb.
  ['020', 1.56, 42.54], // Andorra
  ['534', -63.06, 18.05], // Sint Maarten
  // In no world-atlas file (or inside France's shape), placed by hand:
  ['798', 179.2, -8.52], // Tuvalu
  ['292', -5.35, 36.14], // Gibraltar
  ['772', -171.85, -9.2], // Tokelau
  ['162', 105.69, -10.49], // Christmas Island
  ['166', 96.87, -12.16], // Cocos (Keeling) Islands
  ['074', 3.4, -54.43], // Bouvet Island
  ['535', -68.26, 12.18], // Caribbean Netherlands (Bonaire)
  ['638', 55.53, -21.13], // Réunion
  ['474', -61.02, 14.64], // Martinique
  ['312', -61.55, 16.25], // Guadeloupe
  ['175', 45.15, -12.82], // Mayotte
  ['254', -53.1, 3.93], // French Guiana
  ['744', 16.0, 78.5], // Svalbard and Jan Mayen
  ['581', 166.63, 19.29], // U.S. Minor Outlying Islands (Wake)
];
