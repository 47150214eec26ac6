/**
 * Word lists the demo content is assembled from. Every person is invented and the surnames are
 * built to read as obvious samples ("Demoberg", "Samplestein"), so no row can be mistaken for a
 * real teacher.
 */

export const maleFirstNames = [
  'Avraham',
  'Yitzchak',
  'Yaakov',
  'Moshe',
  'Aharon',
  'Dovid',
  'Shlomo',
  'Yosef',
  'Binyamin',
  'Eliyahu',
  'Shmuel',
  'Yehuda',
  'Menachem',
  'Baruch',
  'Chaim',
  'Ephraim',
  'Zev',
  'Nosson',
  'Gedalia',
  'Tzvi',
  'Akiva',
  'Meir',
  'Pinchas',
  'Yonah',
] as const;

export const femaleFirstNames = [
  'Sarah',
  'Rivka',
  'Rochel',
  'Leah',
  'Miriam',
  'Chana',
  'Devorah',
  'Esther',
  'Yehudis',
  'Tova',
  'Shira',
  'Bracha',
  'Malka',
  'Tzippora',
  'Ayelet',
  'Nechama',
] as const;

export const surnameRoots = [
  'Sample',
  'Demo',
  'Example',
  'Placeholder',
  'Mock',
  'Fixture',
  'Stub',
  'Dummy',
] as const;
export const surnameEndings = [
  'stein',
  'berg',
  'man',
  'witz',
  'feld',
  'baum',
  'son',
  'ovitz',
  'blatt',
  'thal',
] as const;

export const maleTitles = ['Rabbi', 'Rabbi', 'Rabbi', 'Rav', 'Dr.'] as const;
export const femaleTitles = ['Rebbetzin', 'Mrs.', 'Dr.'] as const;

export const teachingStyles = [
  'clear, step-by-step explanations for newcomers',
  'in-depth analysis of the commentaries',
  'practical takeaways for daily life',
  'lively questions and answers',
  'short, focused shiurim for the commute',
  'careful review of the text word by word',
] as const;

/** Invented sub-titles for shiurim and series. */
export const themes = [
  'The Power of Small Deeds',
  'Reading the Text Closely',
  'A Question From the Rishonim',
  'Building Blocks of the Sugya',
  'Where the Halacha Begins',
  'Ideas for the Shabbos Table',
  'The Structure of the Argument',
  'Review and Summary',
  'Three Ways to Read One Line',
  'From Principle to Practice',
  'A Fresh Look at an Old Question',
  'Listening to the Mefarshim',
  'The Big Picture',
  'Names, Places and Dates',
  'Common Misunderstandings',
  'A Story and Its Lesson',
] as const;

/** Sentences for bodies and excerpts; every body starts by saying it is sample content. */
export const bodySentences = [
  'The class walks through the text slowly, translating each phrase before discussing it.',
  'Key terms are explained the first time they appear, so no background is assumed.',
  'Several approaches of the commentaries are compared side by side.',
  'The shiur closes with a short review of the main points.',
  'Listeners are encouraged to learn the source text before or after listening.',
  'A practical question from everyday life frames the discussion.',
  'The teacher connects the topic to the weekly cycle of learning.',
  'Questions sent in by listeners are answered at the end.',
  'Sources for further study are listed on the source sheet.',
  'The discussion moves from the plain meaning to the deeper ideas behind it.',
] as const;

export const tagNames = [
  'Beginner Friendly',
  'Advanced',
  'Shabbos Table',
  'Review',
  'Q&A',
  'Chavrusa Prep',
  'Siyum',
  'Kids',
  'Quick Insight',
  'Hashkafa',
  'Source Sheet',
  "Women's Learning",
  'History',
  'Lomdus',
  'Practical Halacha',
] as const;

export const eventKinds = [
  'Siyum Celebration',
  'Yom Iyun',
  'Community Shabbaton',
  "Women's Learning Evening",
  'Kollel Night Seder',
  'Teen Learning Program',
  'Learning Series Launch',
  'Melave Malka',
] as const;

/** Invented places: "Sampleton" and friends do not exist. */
export const eventPlaces = [
  'Sample Community Shul, Sampleton',
  'Demo Heights Beis Medrash, Demoville',
  'Example Park Community Hall, Exampleford',
  'Online livestream',
] as const;

export const blogTopics = [
  'Why We Learn Every Day',
  'Behind the Scenes of a Shiur Recording',
  'How to Start Daf Yomi',
  'Learning With Your Children',
  'Making Time to Learn on a Busy Day',
  'What a Siyum Means',
  'Choosing a Chavrusa',
  'Preparing for the Holidays With Learning',
  'Listening on the Go',
  'Reviewing What You Learned',
  'The First Year of Our Website',
  'Thank You to Our Volunteers',
] as const;
