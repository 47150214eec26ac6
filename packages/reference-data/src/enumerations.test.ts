import { describe, expect, it } from 'vitest';
import {
  clipLengths,
  extraTopicsByPlatform,
  holidays,
  languages,
  mediaTypes,
  orderOptions,
  platformIds,
  platforms,
  postStatuses,
  postTopics,
  postTypesByPlatform,
  topics,
} from './enumerations';

// Values transcribed from the product specification's enumerations; these tests pin them so a
// refactor cannot drift.
describe("enumerations (the product specification's values)", () => {
  it('keeps the topics in index order', () => {
    expect(topics).toEqual([
      'Gemara',
      'Parsha',
      'Nach',
      'Mitzvot',
      'Kashrut',
      'Halacha',
      'Machshava',
      'Tefillah',
      'Mishna',
    ]);
  });

  it('has six sister platforms with unique ids and names', () => {
    expect(platforms).toHaveLength(6);
    expect(platforms.map((platform) => platform.id)).toEqual([...platformIds]);
    expect(new Set(platforms.map((platform) => platform.name)).size).toBe(6);
  });

  it('lists the 24 holidays exactly', () => {
    expect(holidays).toEqual([
      'Chanukah',
      "Fast of Asarah B'Tevet",
      'HaChodesh',
      "Lag B'Omer",
      'Parah',
      'Pesach',
      'Purim',
      'Rosh Chodesh',
      'Rosh Hashana',
      'Sefirat HaOmer',
      'Shabbos HaGadol',
      'Shabbos Shuva',
      'Shavuot',
      'Shekalim',
      'Simchat Torah',
      'Sukkot',
      'The Three Weeks',
      "Tisha b'Av",
      "Tu b'Av",
      "Tu B'Shevat",
      "Yom Ha'atzmaut",
      'Yom Kippur',
      'Yom Yerushalayim',
      'Zachor',
    ]);
  });

  it('keeps the small vocabularies', () => {
    expect(mediaTypes).toEqual(['Audio', 'Video', 'Text']);
    expect(languages).toEqual(['English', 'Yiddish', 'Hebrew']);
    expect(clipLengths).toEqual(['Short', 'Long']);
    expect(postStatuses).toEqual(['Draft', 'Published', 'Scheduled', 'Inactive']);
    expect(orderOptions).toEqual([
      'nach',
      'parsha',
      'mishnah_brurah',
      'hashoneh_halachos',
      'daf',
      'mishna',
      'mitzvot',
      'episode_number',
      'yerushalmi_daf',
    ]);
  });

  it('keeps the post types per platform and the extra topics', () => {
    expect(postTypesByPlatform.daf).toEqual([
      'Daf Yomi Shiurim',
      'Supplemental Clips',
      'Reference Materials',
    ]);
    expect(postTypesByPlatform.parsha).toEqual([
      'Aliya Yomi',
      'Meforshim',
      'Parsha Shiurim',
      'Parsha Sheets',
      "Kol B'Rama",
      'Sifrei Chasidus',
      'Nach Yomi',
    ]);
    expect(postTypesByPlatform.mishna).toEqual([
      'Shiurim',
      'Supplemental Clips',
      'Reference Materials',
      'Kids Section',
    ]);
    expect(postTypesByPlatform.halacha).toEqual(['Shiurim', 'Supplemental Clips']);
    expect(extraTopicsByPlatform.daf).toEqual(['Nach', 'Halacha', 'Lomdus', 'History']);
    expect(extraTopicsByPlatform.parsha).toEqual(['Nach', 'Halacha', 'Lomdus', 'History']);
  });

  it('lets a post carry the nine topics and the extra ones, each once, topics first', () => {
    expect(postTopics).toEqual([...topics, 'Lomdus', 'History']);
    expect(Object.isFrozen(postTopics)).toBe(true);
  });
});
