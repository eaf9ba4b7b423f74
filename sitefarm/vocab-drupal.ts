// Words of a department website on Drupal: its field labels, menu sections, node titles and the site's own
// names for its course list, as such sites word them.

/** Field labels as site builders name their course content type's fields, one drawn per field per site. */
export const fieldLabels = {
  code: ['Course Number', 'Course Code', 'Number', 'Course No.', 'Catalog Number'],
  credits: ['Credit Hours', 'Credits', 'Units', 'Credit Hours (min/max)', 'Semester Credit Hours'],
  prerequisites: ['Prerequisite(s)', 'Prerequisites', 'Prereqs', 'Requisites', 'Pre-requisites'],
  instructors: ['Instructor', 'Instructor(s)', 'Faculty', 'Taught by', 'Course Coordinator'],
  term: ['Typically Offered', 'Term(s)', 'Terms Offered', 'Offered', 'When Offered'],
  description: ['Description', 'Course Description', 'Catalog Description', ''],
  outcomes: ['Learning Outcomes', 'Course Outcomes', 'Student Learning Outcomes', 'Course Objectives'],
  level: ['Level', 'Course Level', 'Career'],
  area: ['Area', 'Topic Area', 'Subject Area', 'Track'],
} as const;

/** Machine names of the same fields (field--name-field-…), drawn per site. */
export const machineNames = {
  code: ['field-course-number', 'field-course-code', 'field-number', 'field-catalog-number'],
  credits: ['field-credit-hours', 'field-credits', 'field-units'],
  prerequisites: ['field-prerequisites', 'field-prereqs', 'field-requisites'],
  instructors: ['field-instructor', 'field-faculty', 'field-taught-by'],
  term: ['field-typically-offered', 'field-terms', 'field-offered'],
  description: ['body', 'field-description', 'field-course-description'],
  outcomes: ['field-learning-outcomes', 'field-outcomes'],
} as const;

export const termsOffered = ['Fall', 'Spring', 'Fall, Spring', 'Fall and Spring', 'Spring (odd years)', 'Fall (even years)', 'Summer', 'Every semester', 'Fall, Spring, Summer'];

export const outcomeVerbs = ['Apply', 'Analyze', 'Design', 'Explain', 'Evaluate', 'Implement', 'Model', 'Communicate', 'Compare', 'Formulate'];

/** What the courses view is called, and the menu section it sits under. */
export const courseListWords = ['Courses', 'Course Descriptions', 'Course Listings', 'Course Catalog', 'Course Offerings', 'Our Courses', 'All Courses'];
export const academicsWords = ['Academics', 'Education', 'Students', 'Study', 'Programs'];

/** The level filter's values for undergraduate and graduate courses, as sites' views name them. */
export const levelValues: [string, string][] = [['undergraduate', 'graduate'], ['ug', 'grad'], ['1', '2'], ['Undergraduate', 'Graduate'], ['lower_division', 'graduate']];

export const newsTitleParts = {
  who: ['Professor', 'Graduate student', 'Alumna', 'Alumnus', 'Postdoc', 'Undergraduate team', 'Research group', 'Lab', 'Department', 'Senior design team'],
  what: ['wins best paper award', 'receives NSF CAREER award', 'named fellow of professional society', 'publishes in Nature', 'launches outreach program', 'hosts regional workshop', 'earns dissertation prize', 'joins national academy', 'awarded seed grant', 'featured in university magazine', 'places first in design competition', 'welcomes new faculty members'],
};
export const eventTitles = ['Graduate Open House', 'Distinguished Lecture', 'Thesis Defense', 'Career Fair', 'Capstone Showcase', 'Alumni Reception', 'Faculty Meeting', 'Orientation for New Students', 'Hackathon', 'Research Day', 'Coffee Hour', 'Town Hall', 'Info Session: Graduate Programs', 'Golf Outing (alumni course at Fox Run)', 'Short course: Grant writing'];
export const talkTopics = ['robust control', 'quantum sensing', 'privacy-preserving learning', 'power grid resilience', 'soft robotics', 'wireless networks', 'computational imaging', 'formal verification', 'bioinformatics pipelines', 'climate modelling', 'edge computing', 'materials discovery', 'human-robot interaction', 'compressed sensing', 'secure hardware'];
export const researchAreas = ['Artificial Intelligence', 'Systems and Networking', 'Theory', 'Robotics', 'Signal Processing', 'Computer Engineering', 'Data Science', 'Security and Privacy', 'Energy Systems', 'Biomedical Engineering', 'Applied Mathematics', 'Human-Computer Interaction', 'Materials', 'Photonics'];
export const labWords = ['Lab', 'Laboratory', 'Group', 'Center'];
export const staffTitles = ['Academic Advisor', 'Graduate Program Coordinator', 'Department Administrator', 'Communications Manager', 'IT Manager', 'Undergraduate Program Coordinator', 'Financial Officer', 'Lab Manager'];
export const facultyTitles = ['Professor', 'Associate Professor', 'Assistant Professor', 'Teaching Professor', 'Lecturer', 'Professor Emeritus', 'Research Professor'];
export const departmentNames = (subject: string) => [`Department of ${subject}`, `School of ${subject}`, `${subject} Department`, `Department of ${subject} and Engineering`];

/** Basic pages of a department's menu, by section: [section, title]. */
export const basicPages: [string, string][] = [
  ['About', 'Welcome from the Chair'], ['About', 'Mission and Vision'], ['About', 'Facts and Figures'], ['About', 'Contact Us'], ['About', 'Directions and Parking'], ['About', 'Diversity, Equity and Inclusion'], ['About', 'Employment Opportunities'],
  ['Students', 'Advising'], ['Students', 'Student Organizations'], ['Students', 'Scholarships'], ['Students', 'Internships and Co-op'], ['Students', 'Forms'], ['Students', 'Academic Integrity'],
  ['Admissions', 'Apply'], ['Admissions', 'Undergraduate Admissions'], ['Admissions', 'Graduate Admissions'], ['Admissions', 'Tuition and Financial Aid'], ['Admissions', 'Visit Us'],
  ['Alumni', 'Alumni'], ['Alumni', 'Give'], ['Alumni', 'Industry Partners'], ['Alumni', 'Advisory Board'],
];
