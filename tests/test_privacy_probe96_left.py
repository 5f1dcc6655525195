"""Probe 96's leftovers (a blind broad mix written last in 2026-12-06's second session and held out
for all of its other rules: 47 caught, 1 partly, 7 missed, none flagged, exactly as on the
session's starting rules). Fixed in general form after that measurement (so tuned on it; some of
the same shapes were probe 94's misses too): a short code said again as it was given ("is 3141.
3141, got it?"), a UK tax reference (UTR) named as one, a parcel locker's pickup code in other
languages ("Kod odbioru: 731904"), the Spanish "clave" of a door, a gate or an alarm, a code
named after what it opens and a comma ("the alarm for the flat upstairs, the code is ..."), a
filler after the verb ("is, uh, nine nine three two"), a password described before it is given
("is, like, all lowercase and no spaces, X"; never "all lowercase" itself), backup codes for an
account named by its e-mail address."""

from __future__ import annotations

from service.privacy import PrivacyGuard
from tests.privacy_checks import case_tests

SECRETS = [
    ("the wifi password is, like, all lowercase and no spaces, seaotter77. ok", "seaotter77"),
    ("Password is one word, no spaces, Kettle4Tea", "Kettle4Tea"),
    ("My UTR is 1955839661, for the tax return.", "1955839661"),
    ("Unique Taxpayer Reference: 84739 20516", "84739 20516"),
    ("Kod odbioru: 552918. Paczka czeka 48 godzin.", "552918"),
    ("Abholcode: 4471 2290", "4471 2290"),
    ("Tu código de recogida es 553201", "553201"),
    ("la clave del portal es 1 9 8 7 y la del trastero 5520", "1 9 8 7"),
    ("la clave de la alarma es 5520", "5520"),
    ("the gate by the bins, the code is 4096", "4096"),
    ("the garage code is, um, seven one seven one", "seven one seven one"),
    ("Backup codes for jo.smith@example.org:\n- 4471 2290\n- 5531 0076", "5531 0076"),
]

LOOK_ALIKES = [
    "The password is all lowercase, no spaces, which I hate.",
    "password was all caps, then I changed it, v2 rollout",
    "The password is lowercase, 8 letters",
    "The UTR letter arrived on 2025-03-01",
    "Kod odbioru wyślemy SMS-em",
    "la clave del éxito es 2024",
    "la clave del portal la tiene Juan",
    "The garage is next to the shed, the code of conduct applies",
    "Backup codes. Stored in the password manager:\n- see entry",
    "Recovery codes for v2.3.1: see the release notes",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


def test_a_short_code_said_again_goes_both_times_and_a_near_number_stays() -> None:
    guard = PrivacyGuard()
    out, _ = guard.clean("Code for the gym locker is 2718. 2718, remember it.", "content")
    assert "2718" not in out
    out, _ = guard.clean("The door code is 1985; we moved in in 1986", "content")
    assert "1985" not in out and "1986" in out
