"""Held-out dedup probe 46 (ninth session of 2026-12-04, 240 pairs written blind, through the
API on the session's starting code): 46 of 100 duplicates merged, 0 false merges, but 3 of 100
distinct pairs superseded, two of them wrongly ("Sam has 2 kids" / "Sam wants 3 kids", "before
9am" / "after 9pm": a number and another word changed, read as the number alone). Fixed in
general form, with variants (so tuned on it): two changes keep both; a US state's postal code
after a place is the state; "hey just so you know," frames; a note that starts with an activity
("Training for ...") is the user's; "I" after a fronted time of a habit ("Every morning I
take ...") is the user; a participle after "'s" ("Mia's scared of dogs") is "is". Found while
checking them: "Tom's car is in the garage" had merged with "Tom is in the car in the garage"."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge

PROBE_46 = [
    ("Sam has 2 kids.", "Sam wants 3 kids.", 0.88, "distinct"),
    ("I have three children.", "I want to have 2 children.", 0.73, "distinct"),
    ("Don't schedule meetings before 9am.", "Don't schedule meetings after 9pm.", 0.97, "distinct"),
    ("Sam has 2 kids.", "Sam has 3 kids.", 0.97, "contradiction"),
    ("The meeting is before 9am.", "The meeting is before 10am.", 0.93, "contradiction"),
    ("I live in Austin, Texas.", "I live in Austin, TX.", 0.98, "duplicate"),
    ("I live in Raleigh, NC.", "I live in Raleigh, North Carolina.", 0.97, "duplicate"),
    ("I live in Portland, ME.", "I live in Portland, Oregon.", 0.9, "distinct"),
    ("hey just so you know, I can't eat gluten", "I can't eat gluten.", 0.86, "duplicate"),
    ("oh btw, Mia is vegan", "Mia is vegan.", 0.96, "duplicate"),
    (
        "I'm training for the Chicago Marathon.",
        "Training for the Chicago marathon",
        0.85,
        "duplicate",
    ),
    ("Ana is training for the marathon.", "Training for the marathon", 0.67, "distinct"),
    (
        "I take 50mg of sertraline every morning.",
        "Every morning I take sertraline, 50 mg.",
        0.96,
        "duplicate",
    ),
    (
        "I'm working remotely from Lisbon this month.",
        "This month I'm working remote from Lisbon.",
        0.93,
        "duplicate",
    ),
    # an act of the first person after a fronted time stays the speaker's own (the assistant's)
    ("The user booked a table at Nopa.", "This morning I booked a table at Nopa.", 0.9, "distinct"),
    ("Mia is afraid of dogs.", "Mia's scared of dogs.", 0.95, "duplicate"),
    ("Tom is married to Ana.", "Tom's married to Ana.", 0.98, "duplicate"),
    ("Tom's car is in the garage.", "Tom is in the car in the garage.", 0.96, "distinct"),
    ("My son plays football.", "I have a son who plays football.", 0.92, "duplicate"),
    ("I am a stay at home mother.", "My mother stays home.", 0.72, "distinct"),
]


# Held-out dedup probe 47 (written blind after the rules above; through the API 37 of 100
# duplicates merged on this session's code as on its start, 0 false merges, 2 wrong supersedes
# against 4): a few of its misses in general form (tuned on it).
PROBE_47 = [
    # (an article was kept apart below 0.70, as "The user is mentored." / "I'm a mentor." would
    # merge; since probe s180 one statement told of the user merges from 0.50 when the words
    # match one for one, and a participle against its noun does not: tests/test_dedup_restated.py)
    ("FYI I'm vegetarian.", "The user is a vegetarian.", 0.61, "duplicate"),
    ("I hate cilantro.", "User can't stand cilantro.", 0.76, "duplicate"),
    ("I can't stand the heat.", "I can stand the heat.", 0.9, "distinct"),
    (
        "I'm moving to Toronto in the spring.",
        "User is relocating to Toronto in the spring.",
        0.74,
        "duplicate",
    ),
    ("Dr. Patel is the user's GP.", "User's general practitioner is Dr Patel.", 0.85, "duplicate"),
    ("I was born in Nairobi.", "User's birthplace: Nairobi.", 0.85, "duplicate"),
    ("User has 2 kids.", "User wants 3 kids.", 0.88, "distinct"),
    ("No notifications after 10pm.", "No notifications before 10am.", 0.9, "distinct"),
]


# Held-out dedup probe 48 (written blind after probe 47's fixes; through the API 39 of 100
# duplicates merged against 40 on the session's start: "User is on the Spotify Family plan" had
# been read as an owner dropped, now kept to places), and a few of its misses (tuned on it).
PROBE_48 = [
    (
        "The user's Spotify plan is Family.",
        "User is on the Spotify Family plan.",
        0.92,
        "duplicate",
    ),
    ("My mom lives in Toronto.", "Mom lives in Toronto.", 0.94, "duplicate"),
    ("Dad texts me every morning", "I text Dad every morning", 0.89, "distinct"),
    ("I'm allergic to penicillin.", "Allergic to penicillin", 0.89, "duplicate"),
    ("Dentist appointment Tuesday at 3pm", "Dentist: Tue 3 PM", 0.72, "duplicate"),
    (
        "Switched the paper delivery to Sunday",
        "Switched the paper delivery to Sun",
        0.68,
        "distinct",
    ),
]


# Session of 2026-12-05: one number read as a name's on one side ("floor 3", "a 2018 Honda")
# and as a value or in another place on the other ("3rd-floor", "(2018)") is the same number
# (probe 48's leftovers, so tuned; on probes 46 and 47 it merged 3 more duplicates, no false
# merge).
PROBE_48_LEFT = [
    ("The printer on floor 3 is broken.", "3rd-floor printer is broken.", 0.95, "duplicate"),
    ("btw I drive a 2018 Honda Civic", "I drive a Honda Civic (2018).", 0.85, "duplicate"),
    ("I work 9 to 5.", "I work from 9 to 5.", 0.93, "duplicate"),
    ("The meeting is in room 12A.", "The meeting is in room 12B.", 0.96, "distinct"),
    ("The meeting is in room 12A.", "The meeting is in room 12.", 0.95, "distinct"),
    ("The meeting is in room 12.", "The meeting is in room 14.", 0.86, "distinct"),
    ("The printer on floor 3 is broken.", "4th-floor printer is broken.", 0.9, "distinct"),
    # a note that opens with a habit's verb or a state is the user's ("Wakes up at ...",
    # "Married.", "Originally from Lyon"), unless the other text is someone else's
    ("I wake up at 6 am on weekdays.", "Wakes up at 6 am on weekdays.", 0.92, "duplicate"),
    ("I'm married.", "Married.", 0.7, "duplicate"),
    ("I'm originally from Lyon.", "Originally from Lyon.", 0.85, "duplicate"),
    ("My wife wakes up at 6 am.", "Wakes up at 6 am.", 0.84, "distinct"),
    ("My sister is vegetarian.", "Vegetarian.", 0.72, "distinct"),
    # "fav" is "favorite", flying is a flight, a member has a membership
    ("My favorite band is Radiohead", "fav band: radiohead", 0.8, "duplicate"),
    ("I prefer aisle seats on flights.", "Prefers aisle seats when flying", 0.84, "duplicate"),
    ("I fly to Paris on Monday.", "My flight to Rome is on Monday.", 0.7, "distinct"),
    ("My favorite sport is hockey.", "My fav sport is soccer.", 0.85, "contradiction"),
]

# Held-out probe 49 (session of 2026-12-05): its one false merge and three of its wrong
# supersedes, in general form (so tuned on it). Where someone is and where they are from are
# two facts (of the 41,173 MSC ingest verdicts, 10 such pairs had merged: "I am in Boston." /
# "I am from Boston."); an older and a younger sibling are two people; a number and a
# negation changed together are two statements.
PROBE_49 = [
    (
        "User's sister is a nurse in Boston.",
        "User's sister is a nurse from Boston.",
        0.99,
        "distinct",
    ),
    ("I am in Boston.", "I am from Boston.", 0.83, "distinct"),
    (
        "User's older sister lives in Perth.",
        "User's younger sister lives in Perth.",
        0.99,
        "distinct",
    ),
    ("I have an older brother.", "I have a younger brother.", 0.96, "distinct"),
    ("My car is older.", "My car is younger.", 0.94, "contradiction"),
    (
        "User is allowed to work from home on Fridays.",
        "User is not allowed to work from home on Mondays.",
        0.87,
        "distinct",
    ),
    ("I work from home on Fridays.", "I don't work from home on Fridays.", 0.89, "contradiction"),
]


# Probe 49's missed duplicates in general form (the session of 2026-12-05, second part; tuned
# on it): a number in words for an identifier's digits, a thing named alone when the other text
# says whose it is, common rewordings ("fond of", "mom and dad", "picks up" a child, "a lefty",
# "every second", "/mo", "Sat", "never been to" / "hasn't ever visited", "gave birth to", "does
# volunteer work", "vacuum cleaner", "student loan debt"); each with the change that must still
# keep two entries or supersede
PROBE_49_LEFT = [
    ("The user wears size 10 shoes.", "User wears a size ten shoe.", 0.95, "duplicate"),
    ("The user wears size 10 shoes.", "User wears a size nine shoe.", 0.88, "distinct"),
    ("Room 12 is booked.", "Room twelve is booked.", 0.97, "duplicate"),
    (
        "Passport expires Nov 2027.",
        "The user's passport expires in November 2027.",
        0.90,
        "duplicate",
    ),
    ("Car needs new tires.", "Ana's car needs new tires.", 0.79, "distinct"),
    ("Rent is $1,850 per month.", "Monthly rent: $1850", 0.75, "duplicate"),
    ("The user is fond of jazz.", "User likes jazz.", 0.92, "duplicate"),
    ("The user is fond of jazz.", "User likes blues.", 0.85, "distinct"),
    (
        "User's parents live in Vermont.",
        "The user's mom and dad live in Vermont.",
        0.93,
        "duplicate",
    ),
    ("User's parents live in Vermont.", "The user's mom lives in Vermont.", 0.88, "distinct"),
    (
        "User picks up their son from school at 3:15pm on weekdays.",
        "Weekdays at 15:15 the user collects their son from school.",
        0.82,
        "duplicate",
    ),
    ("User is left-handed.", "The user is a lefty.", 0.87, "duplicate"),
    ("User plays tennis every Saturday.", "Every Sat the user plays tennis.", 0.78, "duplicate"),
    (
        "User plays tennis every Saturday.",
        "Every Sun the user plays tennis.",
        0.85,
        "contradiction",
    ),
    (
        "User sees their therapist every other Wednesday.",
        "User sees their therapist every second Wednesday.",
        0.97,
        "duplicate",
    ),
    ("User's rent is $1,450 per month.", "user rent: 1450 USD/mo", 0.80, "duplicate"),
    ("User's rent is $1,450 per month.", "user rent: 1450 USD/yr", 0.80, "distinct"),
    ("The user has never been to Asia.", "User hasn't ever visited Asia.", 0.88, "duplicate"),
    ("I have visited Europe.", "I have been to Europe.", 0.90, "duplicate"),
    ("I have not been to California.", "I have visited California.", 0.86, "contradiction"),
    (
        "Hana, the user's sister, gave birth to a baby boy.",
        "The user's sister Hana had a baby boy.",
        0.94,
        "duplicate",
    ),
    (
        "User volunteers at the animal shelter on weekends.",
        "On weekends the user does volunteer work at the animal shelter.",
        0.93,
        "duplicate",
    ),
    ("I like to sleep late.", "I like to go to bed late.", 0.94, "duplicate"),
    (
        "User's cat Miso is scared of the vacuum.",
        "Miso (the user's cat) is afraid of the vacuum cleaner.",
        0.93,
        "duplicate",
    ),
    (
        "User has about $32k in student debt.",
        "The user has approximately 32,000 dollars of student loan debt.",
        0.92,
        "duplicate",
    ),
    ("I speak 3 languages.", "I speak three languages.", 0.99, "duplicate"),
    ("I can speak 4 languages.", "I can't speak four languages.", 0.9, "contradiction"),
]

# Held-out probe 50's (tuned): "prefers A to B" is "prefers A over B"; a verb in what is
# preferred is left alone
PROBE_50_LEFT = [
    ("User prefers tea over coffee.", "I prefer tea to coffee.", 0.821, "duplicate"),
    ("I prefer emails over phone calls.", "User prefers email to phone calls.", 0.734, "duplicate"),
    ("User prefers coffee over tea.", "I prefer tea to coffee.", 0.9, "distinct"),
    ("User prefers to talk over Anna.", "User prefers to talk to Anna.", 0.961, "distinct"),
    # a number after "the" or an owner names which thing: two things, not a value changed
    (
        "User's 10-year reunion is in October.",
        "User's 20-year reunion is in October.",
        0.952,
        "distinct",
    ),
    ("The 10am meeting is with Sarah.", "The 11am meeting is with Sarah.", 0.909, "distinct"),
    ("User's 5k run is on Saturday.", "User's 10k run is on Saturday.", 0.929, "distinct"),
    ("5 people are coming.", "6 people are coming.", 0.846, "contradiction"),
    ("User's rent is $1,200.", "User's rent is $1,300.", 0.963, "contradiction"),
]


@pytest.mark.parametrize(
    ("old", "new", "cosine", "relation"),
    PROBE_46 + PROBE_47 + PROBE_48 + PROBE_48_LEFT + PROBE_49 + PROBE_49_LEFT + PROBE_50_LEFT,
)
def test_two_changes_states_frames_subjects_and_owners(
    old: str, new: str, cosine: float, relation: str
) -> None:
    assert judge(new, old, cosine).relation is Relation(relation)
