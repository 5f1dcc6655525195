"""Held-out dedup probes 52 (40 duplicates, 40 updates, 40 near-misses) and 53 (30 updates, 30
look-alikes), both written blind, tuned on in the session of 2026-12-05 (fifth part): their
misses in general form, each with the cases it must leave alone (cosines as MiniLM int8 gives
them), and the notes of a new value of probes 54 and 56. Found on the way: "$1,950 a month" /
"1950 a month" superseded as two numbers (the bare one was read as 1,950 months).
"""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge

# (old, new, cosine, relation)
MERGED = [
    # a fragment that names an appointment is one the user has
    ("Dentist appointment Friday at 10am.", "I have a dentist appt on Fri at 10 a.m.", 0.70),
    # "employed by" is where one works, not a passive that swaps the roles
    (
        "Works as a backend engineer at Stripe.",
        "User is a backend engineer employed by Stripe.",
        0.85,
    ),
    ("User works at Stripe.", "User is employed by Stripe.", 0.92),
    # a thing named alone with a second word or a name, a family in the plural: the user's
    (
        "Sister Kate lives in Boston and works as a teacher.",
        "User's sister Kate is a teacher who lives in Boston.",
        0.92,
    ),
    ("Parents live in Toronto.", "My mom and dad live in Toronto.", 0.86),
    ("Mortgage rate is 5.9%.", "Our mortgage rate is 5.9 percent.", 0.94),
    # a household's "our" against the user's own; against no owner it stays as it was
    ("User's internet provider is Google Fiber.", "Our internet provider is Google Fiber.", 0.89),
    ("Our Wi-Fi router is in the living room.", "The wifi router's in the living room.", 0.92),
    (
        "Book club meets the first Thursday of each month.",
        "Book club meets the 1st Thursday of each month.",
        0.99,
    ),
    (
        "Mon rendez-vous chez le médecin est mercredi à 9h.",
        "Mon rendez-vous chez le médecin est mercredi à 9 heures.",
        0.97,
    ),
    ("Der Termin ist um 9 Uhr.", "Der Termin ist um 9:00 Uhr.", 0.89),
    ("Team standup is at 10:15 every weekday.", "Team standup is at 10:15 Mon\u2013Fri.", 0.85),
    # an amount a month, with and without its currency, its rate said by the number or a word
    ("The user's rent is $1,950 a month.", "The user's rent is 1950 a month.", 0.72),
    ("Rent is $1,850 per month.", "Monthly rent: $1850", 0.75),
    ("Cache TTL is 300 seconds.", "Cache TTL: 300s.", 0.89),
    # a city with its state, against the city alone (probes 54 and 60)
    ("My sister Priya lives in Denver.", "User's sister Priya is based in Denver, CO.", 0.87),
    ("My mom lives in Tucson.", "User's mother lives in Tucson, Arizona.", 0.82),
    ("Night owl.", "I'm a night owl.", 0.78),
    ("User is retired.", "Retired.", 0.67),
    (
        "After work Chen goes climbing twice a week",
        "Twice a week Chen goes climbing after work",
        0.99,
    ),
    # a family member named alone at the start, a breed for its animal, whom one reports to
    # (probes 54 and 56)
    ("My mom's birthday is March 14.", "Mother's bday: 14 March.", 0.79),
    ("The user's husband, Marco, is a chef.", "Husband Marco works as a chef.", 0.89),
    ("My dog Biscuit is a golden retriever.", "User's golden retriever is called Biscuit.", 0.79),
    ("The user's manager is Karen Lopez.", "Reports to Karen Lopez.", 0.62),
    ("My manager is Tom Becker.", "I report to Tom Becker.", 0.64),
]

KEPT = [
    ("Cats are independent.", "My cats are independent.", 0.95),  # any cats
    ("Sister Kate lives in Boston.", "User's sister Anna lives in Boston.", 0.76),
    (
        "Book club meets the first Thursday of each month.",
        "Book club meets the 3rd Thursday of each month.",
        0.95,
    ),
    ("Der Termin ist um 9 Uhr.", "Der Termin ist um 10 Uhr.", 0.95),
    ("The user's rent is $500 a month.", "The user's rent is 500 euros a month.", 0.88),
    ("Rent is $1,950 per month.", "Rent is $1,950.", 0.90),
    ("Rent is $1,850 per month.", "Weekly rent: $1850", 0.67),
    # a denial that says when denies less; a thing with another word is another thing
    ("User drinks coffee.", "User doesn't drink coffee every morning.", 0.75),
    ("User has a car loan.", "User doesn't have a car.", 0.71),
    ("I don't like to be alone.", "I like alone time.", 0.73),
    (
        "I travel during the summer.",
        "I don't travel as much as I would like, but do travel some.",
        0.68,
    ),
    ("I hate country music.", "I like all music except country music.", 0.78),
    # the user's car sold is not the sister's
    ("User's sister drives a Civic.", "Sold the Civic and switched to a Tesla Model 3.", 0.54),
    ("My sister's phone number is 555-0198.", "New number: 555-0267.", 0.69),
    ("Die Handynummer meiner Schwester ist 0171 2345678.", "Neue Handynummer: 0176 9876543.", 0.64),
    ("Rent is $1,950 per month.", "Rent is $2,000 per week.", 0.85),
    ("User pays $15 a month for Netflix.", "User pays $15 a year for Netflix.", 0.97),
    ("Ana's daughter Mia is in 3rd grade.", "Daughter Mia is in 3rd grade.", 0.87),
    ("My sister's birthday is March 14.", "Mother's bday: 14 March.", 0.71),
    ("User has a dog and a cat.", "User has a beagle.", 0.68),
    ("My dog Rex is a beagle.", "My cat Rex is a beagle.", 0.96),
    ("Ana reports to Tom Becker.", "My manager is Tom Becker.", 0.56),
    ("User's daughter Mia is in 3rd grade.", "Mia's friend started 4th grade.", 0.81),
    ("User's daughter Mia is in 3rd grade.", "Ana started 4th grade.", 0.66),
    ("User's sister has an iPhone 12.", "User upgraded to an iPhone 15 Pro.", 0.58),
    ("Ana has an iPhone 12.", "User upgraded to an iPhone 15 Pro.", 0.49),
    (
        "User is a junior designer at Figma.",
        "User got promoted to senior designer at Google.",
        0.51,
    ),
    ("User's sister's gym membership is $40 a month.", "Membership is now $55 a month.", 0.59),
    ("User is married to Chris.", "User's sister is married to Tom.", 0.60),
    ("User is dating Sam.", "User is dating Sam and loves it.", 0.90),
    ("User is married to Chris.", "User was married to Chris for ten years.", 0.90),
    ("User is dating Sam.", "User wants to get engaged to Sam.", 0.79),
    ("User is dating Sam.", "Ana is engaged to Sam.", 0.57),
    ("Dating Sam.", "Ana and Sam broke up.", 0.66),
    ("She is in her 30s.", "She is 30.", 0.87),
    ("I live in Portland, ME.", "I live in Portland, Oregon.", 0.91),
    (
        "User drives a 2015 Toyota Corolla.",
        "Sold the old couch; driving to work every day now.",
        0.34,
    ),
]

SUPERSEDED = [
    # a denial of the whole habit
    ("User drinks coffee every morning.", "User no longer drinks coffee.", 0.72),
    ("I don't drink coffee.", "I drink coffee in the morning.", 0.70),
    # closed, cancelled, sold ... and took another
    ("User banks with Chase.", "User closed their Chase account and now banks with Ally.", 0.67),
    (
        "User has a gym membership at Planet Fitness.",
        "Cancelled Planet Fitness and joined Equinox instead.",
        0.49,
    ),
    ("User drives a 2015 Honda Civic.", "Sold the Civic and switched to a Tesla Model 3.", 0.51),
    ("User's rent is 1950 a month.", "User's rent is 2100 a month.", 0.81),
    ("The user's rent is $1,950 a month.", "The user's rent is $2,100 a month.", 0.96),
    # a note of the new value (probes 54 and 56)
    ("My phone number is 555-0198.", "New number: 555-0267.", 0.73),
    ("Home address: 12 Oak St, Portland.", "New address is 480 Pine Ave, Portland.", 0.70),
    (
        "Meine Handynummer ist 0171 2345678.",
        "Neue Handynummer: 0176 9876543.",
        0.70,
    ),
    # a school year begun, an age turned, by the name that ends the older subject
    ("User's daughter Mia is in 3rd grade.", "Mia started 4th grade this fall.", 0.81),
    (
        "Son Leo is 7.",
        "Leo turned eight yesterday.",
        0.74,
    ),
    ("Gym Mon/Wed/Fri.", "Gym Mon/Thu/Fri.", 0.92),  # a list of days, one day changed
    # a timed note's day and time (probes 60 and 61), a status note with no subject
    ("Physio Wednesdays 5:30pm", "Physio moved to Fridays at 8am.", 0.68),
    ("Dentist appt Mar 14, 2pm.", "Dentist rescheduled to March 21, 2 PM.", 0.69),
    ("Rent $1,650/mo", "Rent increased to $1,725 starting Aug 1.", 0.62),
    ("Dating Sam.", "Sam and I broke up last week.", 0.75),
    # an upgrade to another model of the line the older value names
    ("User has an iPhone 12.", "User upgraded to an iPhone 15 Pro.", 0.67),
    ("User's laptop is a 2019 MacBook Pro.", "Upgraded to an M3 MacBook Air.", 0.41),
    (
        "Felix reports to Dana.",
        "Felix now reports to Chris.",
        0.73,
    ),
    # a promotion at the same employer, a price of a thing named shorter, a relationship's
    # status (probes 53-57)
    ("User is a junior designer at Figma.", "User got promoted to senior designer at Figma.", 0.77),
    ("I'm a junior developer.", "Got promoted to senior developer.", 0.60),
    ("Gym membership is $40 a month.", "Switched gyms; membership is now $55/month.", 0.78),
    ("User is dating Sam.", "User and Sam are now engaged.", 0.79),
    ("User is married to Chris.", "User and Chris are divorced now.", 0.85),
    ("I'm engaged to Daniel.", "Daniel and I got married last weekend!", 0.86),
    ("User's boyfriend: Alex.", "Alex and I broke up last month.", 0.64),
    ("User is dating Marcus.", "Marcus and I got engaged last weekend.", 0.59),
    ("My girlfriend is Jess.", "Jess and I broke up; I'm seeing Nora now.", 0.65),
    ("I use an iPhone 12.", "Replaced my iPhone 12 with a Pixel 8.", 0.62),
    ("User drives a 2015 Toyota Corolla.", "Sold the Corolla; driving a Tesla Model 3 now.", 0.56),
]


@pytest.mark.parametrize(
    ("old", "new", "cosine", "relation"),
    [(*case, Relation.DUPLICATE) for case in MERGED]
    + [(*case, Relation.DISTINCT) for case in KEPT]
    + [(*case, Relation.CONTRADICTION) for case in SUPERSEDED],
)
def test_probe_52_and_53_readings(old: str, new: str, cosine: float, relation: Relation) -> None:
    assert judge(new, old, cosine).relation is relation
