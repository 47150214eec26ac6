/**
 * Verbatim excerpts of the product specification's reference data (the table of tractate perek
 * ranges and the Mishneh Torah list), used by tests to check that the package keeps the
 * specification's values exactly. Copied verbatim from the specification; do not "fix" them.
 */

/** "Tractate perek ranges" table rows, Shekalim to Nidah. */
export const specPerekRangeRows = String.raw`
| Shekalim | 2-4, 5-6, 7-8, 9-12, 13-14, 15-18, 19-20, 21-22 |
| Yoma | 2-21, 22-27, 28-38, 39-46, 47-61, 62-68, 68-73, 73-88 |
| Succah | 2-20, 20-29, 29-42, 42-49, 50-56 |
| Beitzah | 2-15, 15-23, 23-29, 29-35, 35-40 |
| Rosh Hashanah | 2-21, 21-25, 25-29, 29-35 |
| Taanis | 2-14, 15-18, 18-25, 26-31 |
| Megilah | 2-16, 17-20, 21-25, 25-32 |
| Moed Katan | 2-11, 11-13, 13-29 |
| Chagiga | 2-11, 11-20, 20-27 |
| Yevamos | 2-16, 17-25, 26-35, 35-49, 50-53, 53-65, 66-69, 70-83, 84-87, 87-96, 97-100, 101-106, 107-102, 102-104, 104-108, 109-102 |
| Kesuvos | 2-15, 15-28, 29-41, 41-54, 54-65, 65-69, 70-77, 78-82, 83-89, 90-95, 95-101, 101-104, 104-102 |
| Nedarim | 2-13, 13-20, 20-32, 32-45, 45-48, 49-53, 54-59, 60-63, 64-66, 66-78, 79-91 |
| Nazir | 2-8, 9-15, 16-20, 20-30, 30-33, 34-46, 47-56, 57-60, 61-66 |
| Sotah | 2-13, 14-18, 19-23, 23-27, 27-31, 31-31, 32-41, 42-44, 44-49 |
| Gitin | 2-14, 15-23, 24-31, 32-48, 48-62, 62-67, 67-76, 77-81, 82-90 |
| Kidushin | 2-40, 41-58, 58-68, 69-82 |
| Bava Kama | 2-16, 17-26, 27-35, 36-45, 46-55, 55-62, 62-83, 83-93, 93-101, 101-109 |
| Bava Metzia | 2-20, 21-33, 33-43, 44-60, 60-75, 75-82, 83-93, 94-102, 103-107, 107-109 |
| Bava Basra | 2-16, 17-27, 28-60, 61-72, 73-91, 92-102, 102-107, 108-109, 109-109, 160-106 |
| Sanhedrin | 2-17, 18-22, 23-31, 32-39, 40-42, 42-49, 49-68, 68-74, 75-84, 84-89, 90-103 |
| Makos | 2-6, 7-12, 13-24 |
| Shevuos | 2-13, 14-19, 19-29, 30-36, 36-38, 38-44, 44-48, 49-49 |
| Avodah Zarah | 2-21, 22-40, 40-49, 49-61, 62-76 |
| Horayos | 2-6, 6-9, 9-14 |
| Zevachim | 2-15, 15-31, 31-36, 36-46, 47-57, 58-65, 66-70, 70-82, 83-91, 92-98, 92-98, 98-105, 106-101, 102-120 |
| Menachos | 2-12, 13-16, 17-37, 38-52, 52-63, 63-72, 72-76, 76-83, 83-86, 87-93, 94-100, 100-100, 104-110 |
| Chulin | 2-26, 27-41, 42-67, 68-77, 78-83, 83-89, 89-103, 103-107, 107-109, 130-104, 105-108, 108-102 |
| Bechoros | 2-12, 13-19, 19-26, 26-30, 31-36, 37-42, 43-45, 46-52, 53-61 |
| Erchin | 2-7, 7-13, 13-16, 17-18, 19-21, 21-23, 24-26, 27-29, 29-29 |
| Temurah | 2-13, 14-17, 17-21, 21-24, 24-27, 28-30, 31-34 |
| Kerisus | 2-8, 8-11, 11-16, 17-20, 20-23, 23-28 |
| Meilah | 2-7, 8-10, 10-14, 15-17, 18-19, 20-22, 22-22, 23-23, 24-25, 25-28, 28-29, 30-30, 30-32, 32-32, 33-33, 33-33, 34-34, 34-35, 35-37 |
| Nidah | 2-12, 13-20, 21-31, 31-39, 40-47, 48-54, 54-57, 57-59, 59-64, 64-73 |
`;

/** "Mishneh Torah (book: chapter count; 88 books, in order)" list. */
export const specMishnehTorahList = String.raw`
- Transmission of the Oral Law 3; Positive Mitzvot 3; Negative Mitzvot 3; Overview of Mishneh Torah Contents 3.
- Foundations of the Torah 10; Human Dispositions 7; Torah Study 7; Foreign Worship and Customs of the Nations 12; Repentance 10.
- Reading the Shema 4; Prayer and the Priestly Blessing 15; Tefillin, Mezuzah and the Torah Scroll 10; Fringes 3; Blessings 11; Circumcision 3; The Order of Prayer 4.
- Sabbath 30; Eruvin 8; Rest on the Tenth of Tishrei 3; Rest on a Holiday 8; Leavened and Unleavened Bread 9; Shofar, Sukkah and Lulav 8; Sheqel Dues 4; Sanctification of the New Month 19; Fasts 5; Scroll of Esther and Hanukkah 4.
- Marriage 25; Divorce 13; Levirate Marriage and Release 8; Virgin Maiden 3; Woman Suspected of Infidelity 4.
- Forbidden Intercourse 22; Forbidden Foods 17; Ritual Slaughter 14.
- Oaths 12; Vows 13; Nazariteship 10; Appraisals and Devoted Property 8.
- Diverse Species 10; Gifts to the Poor 10; Heave Offerings 15; Tithes 14; Second Tithes and Fourth Year's Fruit 11; First Fruits and other Gifts to Priests Outside the Sanctuary 12; Sabbatical Year and the Jubilee 13.
- The Chosen Temple 8; Vessels of the Sanctuary and Those who Serve Therein 10; Admission into the Sanctuary 9; Things Forbidden on the Altar 7; Sacrificial Procedure 19; Daily Offerings and Additional Offerings 10; Sacrifices Rendered Unfit 19; Service on the Day of Atonement 5; Trespass 8.
- Paschal Offering 10; Festival Offering 3; Firstlings 8; Offerings for Unintentional Transgressions 15; Offerings for Those with Incomplete Atonement 5; Substitution 4.
- Defilement by a Corpse 25; Red Heifer 15; Defilement by Leprosy 16; Those Who Defile Bed or Seat 13; Other Sources of Defilement 20; Defilement of Foods 16; Vessels 28; Immersion Pools 11.
- Damages to Property 14; Theft 9; Robbery and Lost Property 18; One Who Injures a Person or Property 8; Murderer and the Preservation of Life 13.
- Sales 30; Ownerless Property and Gifts 12; Neighbors 14; Agents and Partners 10; Slaves 9.
- Hiring 13; Borrowing and Deposit 8; Creditor and Debtor 27; Plaintiff and Defendant 16; Inheritances 11.
- The Sanhedrin and the Penalties within their Jurisdiction 26; Testimony 22; Rebels 7; Mourning 14; Kings and Wars 12.
`;
