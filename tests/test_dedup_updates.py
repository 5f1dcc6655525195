"""Updates told as events (`service.dedup.updates`): a newer memory that says the value an
older one states has changed ("moved to", "was rescheduled to", "switched from A to B", "left
A and now ...", "now prefers ...") supersedes it, and one that changes something else, someone
else's value, or adds a value to a many-valued attribute keeps both. A blind probe saw 4 of 60
such updates superseded before this rule. Cosines are MiniLM's for each pair (int8 ONNX)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge
from service.dedup.updates import update_of


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Priya lives in Lisbon.", "Priya moved to Porto.", 0.75),
     ("Omar lives in Cairo.", "Omar relocated to Dubai for his new job.", 0.71),
     ("The workshop is at 10am.", "The workshop was moved to 11:30am.", 0.81),
     ("The release date is May 3.", "The release date has been pushed back to May 17.", 0.76),
     ("The sprint review is on Wednesday.", "The sprint review was rescheduled to Thursday.", 0.83),
     ("Nils's physio appointment is on Friday.",
      "Nils rescheduled his physio appointment to Monday.", 0.82),
     ("The monthly fee is $40.", "The monthly fee was raised to $45.", 0.73),
     ("The design team has 6 people.", "The design team has grown to 9 people.", 0.79),
     ("The lease expires in March 2026.", "The lease was extended to March 2027.", 0.8),
     ("Ravi is a staff engineer.", "Ravi got promoted to principal engineer.", 0.8),
     ("The user's laptop is named Atlas.", "The user renamed their laptop to Zephyr.", 0.58),
     ("Mira uses Trello for planning.", "Mira switched from Trello to Asana.", 0.67),
     ("Ivo drives a Ford Focus.", "Ivo sold the Focus and now drives a Kia Niro.", 0.72),
     ("The user works at Deloitte.", "The user left Deloitte and now works at KPMG.", 0.74),
     ("The pool opens at 7am.", "The pool now opens at 6:30am.", 0.86),
     ("Hugo's favorite band is Muse.", "Hugo's new favorite band is Wet Leg.", 0.63),
     ("Felix reports to Dana.", "Felix now reports to Chris instead of Dana.", 0.86)],
)  # fmt: skip
def test_a_change_of_the_stated_value_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Lena is from Berlin.", "Lena moved to Hamburg.", 0.73),
     ("Ben works at Google.", "Ben moved to London.", 0.58),
     ("Anna speaks French.", "Anna now speaks Spanish.", 0.78),
     ("Sarah is friends with Ana.", "Sarah is now friends with Tom.", 0.72),
     ("Tom has a dog.", "Tom now has a cat.", 0.77),
     ("The meeting is about the budget.", "The meeting was moved to Friday.", 0.46),
     ("Tom is a good manager.", "Tom was promoted to manager.", 0.83),
     ("Anna drinks coffee every morning.", "Anna switched to decaf.", 0.55),
     ("Ben works at the hospital.", "Ben moved to the night shift.", 0.57),
     ("The user lives in Boston.", "The user's son moved to Denver.", 0.52),
     ("Anna Smith lives in Rome.", "Anna moved to Paris.", 0.54),
     ("The deadline is tight.", "The deadline was moved to Friday.", 0.67),
     ("Lena's brother lives in Berlin.", "Lena moved to Hamburg.", 0.74),
     ("Lena loves Berlin.", "Lena moved to Hamburg.", 0.69),
     ("Marco's sister works at Google.", "Marco left Google and now works at Meta.", 0.62),
     ("The team uses Jira for tickets.", "The team now also uses Linear for docs.", 0.12),
     ("The price is $15 for students.", "The price was raised to $20.", 0.42),
     ("The user's cat is called Miso.", "The user renamed the dog to Rex.", 0.42),
     ("The office is in Leeds.", "The team moved to the Manchester office.", 0.53),
     ("The user works at Acme as a designer.", "The user moved to the marketing team.", 0.45),
     ("The user's flight departs at 9am.", "The user's train was moved to 10am.", 0.54),
     ("Kai lives in Oslo.", "Kai's parents moved to Bergen.", 0.69),
     ("Kai lives in Oslo.", "Kai moved from Bergen to Oslo.", 0.81),
     ("The user is allergic to peanuts.", "The user is now also allergic to shellfish.", 0.52),
     ("Nina is in Paris this week.", "Nina is now in Rome.", 0.76)],
)  # fmt: skip
def test_another_subject_attribute_or_an_added_value_keeps_both(
    old: str, new: str, cosine: float
) -> None:
    assert judge(new, old, cosine).relation is Relation.DISTINCT


@pytest.mark.parametrize(
    ("old", "new"),
    [("Lena is from Berlin.", "Lena moved to Hamburg."),
     ("Ben works at Google.", "Ben moved to London."),
     ("Anna speaks French.", "Anna now speaks Spanish."),
     ("Sarah is friends with Ana.", "Sarah is now friends with Tom."),
     ("The user's cat is called Miso.", "The user renamed the dog to Rex."),
     ("Kai lives in Oslo.", "Kai moved from Bergen to Oslo."),
     ("Lena lives in Berlin and works in Potsdam.", "Lena moved to Hamburg."),
     ("The gym opens at 6am.", "The gym now also opens at 5am on Sundays."),
     ("I live near Syracuse.", "I live in New York City."),
     ("I was in California during the hurricane.", "I moved to the Caribbean as a child.")],
)  # fmt: skip
def test_the_rule_alone_reads_no_update(old: str, new: str) -> None:
    """Whatever the cosine: an origin is not a home, a job is not a place one moves to, a
    language or a friend is one of several, the same value is no change, an older text of
    two statements is never hidden by one of them, "New York" is no news, and a past
    episode is no state (the last two from a scan of 261,128 MSC persona pairs, where the
    rule now reads one update: "I live in Oklahoma" / "I live in Chicago now")."""
    assert update_of(new, old) == ""


def test_the_same_move_twice_is_no_update() -> None:
    assert update_of("Priya moved to Porto.", "Priya lives in Porto.") == ""


# A held-out probe (50, 100 updates) saw 9 superseded before these readings: the first person,
# a note without its owner, a clause after the event, "got a new X: V", "turned N", "is down
# to", "replaced A with B", a thing acted on without its owner ("upgraded the laptop").
@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("I work as an accountant at Deloitte.",
      "I left Deloitte and now work as a data analyst at Shopify.", 0.735),
     ("User's dentist appointment is on May 4 at 10am.",
      "User rescheduled the dentist appointment to May 11 at 2pm.", 0.858),
     ("User's email is jsmith@gmail.com.",
      "User changed their email to john.smith@outlook.com.", 0.463),
     ("User's manager is Linda.", "User has a new manager, Raj, since Linda left.", 0.803),
     ("I weigh 180 lbs.", "I'm down to 168 lbs now.", 0.597),
     ("User's gym is Planet Fitness.",
      "User switched gyms from Planet Fitness to Equinox.", 0.749),
     ("I'm a junior developer.", "I got promoted to senior developer.", 0.648),
     ("I drink three cups of coffee a day.",
      "I've cut down to one cup of coffee a day.", 0.804),
     ("User's internet provider is Comcast.",
      "User switched internet provider to AT&T Fiber.", 0.643),
     ("User's salary is $70,000.", "User got a raise; salary is now $78,000.", 0.757),
     ("User's last name is Garcia.",
      "User changed her last name to Thompson after the wedding.", 0.429),
     ("User's project deadline is March 31.",
      "The project deadline was pushed back to April 15.", 0.674),
     ("I'm 29 years old.", "Just turned 30.", 0.566),
     ("My manager is Lisa.", "Lisa left; my new manager is Raj.", 0.732),
     ("User's gym membership costs $40 a month.",
      "Gym membership went up to $55 a month.", 0.776),
     ("User's favorite show is The Office.", "User's new favorite show is Severance.", 0.519),
     ("User's son is 4 years old.", "User's son just turned 5.", 0.799),
     ("I drink coffee every morning.",
      "I've switched from coffee to green tea in the mornings.", 0.701),
     ("User's dog walker is Jess.", "User replaced Jess with a new dog walker, Carlos.", 0.774),
     ("User's laptop runs Windows 10.", "User upgraded the laptop to Windows 11.", 0.726),
     ("User's phone number is 555-0198.", "User got a new phone number: 555-0261.", 0.798)],
)  # fmt: skip
def test_a_change_told_in_the_first_person_or_as_a_note_supersedes(
    old: str, new: str, cosine: float
) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [("I was born in Russia.", "I moved from Russia to the United States for business school."),
     ("I am 22.", "I recently turned 21."),
     ("I am still in school.", "I am attending school now."),
     ("I am an aspiring actor.", "I am currently studying to be an actor."),
     ("I rent my apartment.", "I recently moved to a new apartment."),
     ("The price is $15 for students.", "The price was raised to $20."),
     ("Marco's sister works at Google.", "Marco replaced Google with Meta."),
     ("My sister's manager is Lisa.", "Lisa left; my new manager is Raj."),
     ("Maria's salary is $70,000.", "Maria got a raise; my salary is now $78,000.")],
)  # fmt: skip
def test_a_first_person_or_clause_reading_keeps_what_is_no_change(old: str, new: str) -> None:
    """An origin is no home, a person turns older, a doing is no title, a new thing of the
    same name is no new value, a restricted price is not the price, and another person's
    attribute is not the user's (from a scan of 48,861 MSC persona pairs and the probe)."""
    assert update_of(new, old) == ""


# This session's readings (2026-12-05, fourth part), each with what it must leave alone:
# - a note with no subject is the user's ("Lives in Berlin." / "Moved to Hamburg."), a sale or a
#   departure followed by what took its place ("sold the Civic and bought a Tesla", "sold my
#   Golf");
# - "now" / "new" in another language, the same words otherwise up to the value at the end;
# - a thing named by fewer words than the older text gives it ("Standup" / "User's team
#   standup"), a club that meets, an amount raised by someone else;
# - "switched to" another of the same thing after a verb of many values, "now" with another
#   value of a verb of one value other than "be", a promotion that changes a title;
# - a note that times a thing with no verb, an appointment named by what it is for;
# - the owner switching the value of a thing of theirs, naming the old value.
@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Lives in Berlin.", "Moved to Hamburg.", 0.589),
     ("User works at Google.", "User now works at Stripe.", 0.477),
     ("User drives a Honda Civic.", "User sold the Civic and bought a Tesla Model 3.", 0.663),
     ("Marco works at Acme.", "Marco left Acme and joined Globex.", 0.709),
     ("I drive a Golf.", "Sold my Golf and got an e-bike.", 0.543),
     ("Ich arbeite bei Siemens.", "Ich arbeite jetzt bei Bosch.", 0.794),
     ("Trabajo en Google.", "Ahora trabajo en Meta.", 0.663),
     ("Mi número es 612 345 678.", "Mi nuevo número es 699 111 222.", 0.805),
     ("Mein Chef ist Herr Maier.", "Mein neuer Chef ist Herr Schulz.", 0.858),
     ("Il mio medico è la dottoressa Bianchi.",
      "Adesso il mio medico è la dottoressa Verdi.", 0.832),
     ("Mijn adres is Keizersgracht 12.", "Mijn nieuwe adres is Prinsengracht 263.", 0.685),
     ("User's team standup is at 9:30.", "Standup has been moved to 10:00.", 0.753),
     ("Flight to Tokyo is on March 3.", "Tokyo flight changed to March 5.", 0.788),
     ("My book club meets on Thursdays.", "Book club moved to Tuesdays now.", 0.714),
     ("User's daughter's soccer practice is at 5pm.",
      "Soccer practice for user's daughter changed to 6:30pm.", 0.87),
     ("User takes 10 mg lisinopril daily.",
      "Doctor increased the user's lisinopril to 20 mg daily.", 0.892),
     ("I take 50mg of sertraline daily.",
      "My doctor increased my sertraline to 100mg daily.", 0.888),
     ("User is on 20 mg of atorvastatin.",
      "User's doctor increased the atorvastatin dose to 40 mg.", 0.857),
     ("User drinks whole milk.", "User switched to almond milk.", 0.622),
     ("User's cat Pepper eats dry food only.", "Pepper has been switched to wet food only.", 0.694),
     ("My cat eats Purina food.", "Switched the cat to Royal Canin food.", 0.531),
     ("Emma works as a nurse.", "Emma now works as a paramedic.", 0.789),
     ("User lives alone.", "User now lives with her parents.", 0.597),
     ("User's job title is Junior Designer.", "User got promoted to Senior Designer.", 0.645),
     ("Ana's role is team lead.", "Ana was promoted to engineering manager.", 0.604),
     ("Dentist: Tue 3pm", "Dentist appt rescheduled to Thu 4pm.", 0.751),
     ("Doctor's appointment on May 3.", "Doctor's appointment rescheduled to May 10.", 0.779),
     ("Haircut appointment Thursday at 4pm.", "Haircut moved to Friday at 11am.", 0.681),
     ("Team meeting every Monday at 10.", "Team meeting moved to Tuesdays.", 0.748),
     ("User's password manager is LastPass.", "User moved from LastPass to Bitwarden.", 0.658),
     ("User's bank is Chase.", "User switched from Chase to Ally.", 0.556)],
)  # fmt: skip
def test_a_change_told_another_way_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [("Marco's sister works at Acme.", "Marco left Acme and joined Globex."),
     ("Lives in Berlin.", "Ana moved to Hamburg."),
     ("User drives a Honda Civic.", "User sold the bike and bought a scooter."),
     ("Works at Google.", "Also works at a bakery on weekends."),
     ("Ich habe einen Hund.", "Ich habe jetzt einen Kater."),  # a verb of many values
     ("Ana vit à Lyon.", "Ben vit maintenant à Lyon."),  # another subject
     ("Je travaille chez Renault.", "Je travaille aussi chez Peugeot maintenant."),  # also
     ("Ich wohne in Berlin.", "Ich wohne jetzt in Berlin."),  # the same value
     ("User works at Pfizer.", "User works at Novo Nordisk."),  # a name, not "new"
     ("Das Meeting ist um 10 Uhr.", "Das Meeting ist jetzt um 10 Uhr in Raum 4."),
     ("User's daughter's soccer practice is at 5pm.", "User's soccer practice moved to 6pm."),
     ("Lena's brother lives in Berlin.", "Lena moved to Hamburg."),
     ("User's flight to Tokyo is on March 8.", "The flight to Osaka moved to March 11."),
     ("User takes 10 mg lisinopril daily.", "Doctor increased Ana's lisinopril to 20 mg daily."),
     ("User takes 10 mg lisinopril daily.", "Doctor increased the metformin to 20 mg daily."),
     ("User has a dog.", "User switched to a cat."),
     ("User uses Vim.", "User switched to a new keyboard."),
     ("I live in new york.", "I live in new jersey."),
     ("User speaks French.", "User now speaks Spanish."),
     ("User's sister's title is analyst.", "User got promoted to manager."),
     ("Haircut appointment Thursday at 4pm.", "Dentist moved to Friday at 11am."),
     ("Dentist appointment Tuesday 3pm.", "Dentist appointment Tuesday 3pm, bring the card."),
     ("Ana's appointment on May 3.", "Ben's appointment moved to May 10."),
     ("I have 2 kids.", "Kids moved to 3 schools."),
     ("Marco's sister works at Google.", "Marco moved from Google to Meta."),
     ("User's manager is Linda.", "User switched from Linda to Raj."),
     ("User's office is in Austin.", "User moved from Austin to Denver."),
     ("User's hometown is Lyon.", "User moved from Lyon to Paris.")],
)  # fmt: skip
def test_another_thing_person_or_value_told_that_way_is_no_update(old: str, new: str) -> None:
    assert update_of(new, old) == ""


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Priya works at Deloitte as a data analyst.", "Priya quit Deloitte last week.", 0.71),
     ("Priya works at Deloitte as a data analyst.", "Priya left Deloitte.", 0.72),
     ("Marco works for Stripe.", "Marco quit Stripe.", 0.84),
     ("Ana is a nurse at St James's hospital.", "Ana quit St James's hospital last month.", 0.79),
     ("Marco is a backend developer at Stripe.",
      "Marco left Stripe, Marco is joining Intercom on December 1.", 0.64)],
)  # fmt: skip
def test_leaving_an_employer_ends_the_job_there(old: str, new: str, cosine: float) -> None:
    """A memory-loop review: "Priya quit Deloitte" stood beside "Priya works at Deloitte",
    and the brief of a month later still said she worked there."""
    assert judge(new, old, cosine).relation is Relation.CONTRADICTION


@pytest.mark.parametrize(
    ("old", "new"),
    [("Priya lives in Paris.", "Priya left Paris on Friday."),
     ("Priya works at Deloitte.", "Priya left Deloitte at 6pm."),
     ("Tom works at the Louvre.", "Tom left the Louvre after the tour."),
     ("Ana works at the bakery.", "Ana quit smoking."),
     ("Ana's sister works at Google.", "Ana quit Google."),
     ("Ana works at Google.", "Ana's sister quit Google.")],
)  # fmt: skip
def test_a_visit_a_habit_or_someone_elses_job_is_no_leaving(old: str, new: str) -> None:
    assert update_of(new, old) == ""
