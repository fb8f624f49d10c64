import Lessons
