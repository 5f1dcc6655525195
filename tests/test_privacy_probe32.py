"""What the thirty-second privacy probe (blind, held out: 200 secrets, 200 look-alikes) missed,
and new variants of each weakness in other words, values and languages: national identity
numbers (checked by python-stdnum, named where their shape is weak), passwords given by the
clause around them (a login, a qualifier, a list, a short name, a passphrase of several
words, parts, a changed value, a Turkish particle), spelled door codes with commas, and
tokens (Cloudflare, Notion, DeepL, a spaced Google key, backup codes in digit groups, a
card's code, an intercom code). The look-alikes stay clean: numbers with no ID's name or
with another number's name, the published sample IDs, talk about passwords and phrases."""

# ruff: noqa: E501
from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.cpu_time import best_cpu_seconds
from tests.privacy_checks import covered, flagged

# The probe's own misses (and the secrets its manual review saw kept beside them)
PROBE_SECRETS = [
    ("It's pumpkin.spice.2024 for the school portal, username is jen.alvarez", "pumpkin.spice.2024"),
    ("Logins for mum's stuff: bank app - Rosebud1957, email - Rosebud1957!, facebook - GardenGnome88", "Rosebud1957"),
    ("Logins for mum's stuff: bank app - Rosebud1957, email - Rosebud1957!, facebook - GardenGnome88", "GardenGnome88"),
    ("to unlock my old iPad you type bluebird2211, my daughter uses it for drawing now", "bluebird2211"),
    ("I set the disk encryption phrase to correct-llama-window-seventeen-paprika, writing it here so it's somewhere", "correct-llama-window-seventeen-paprika"),
    ("first half of the vault password is Glacier and the second half is #Orbit51, you just stick them together", "#Orbit51"),
    ("Work VPN? it's Winter2024!! same as the jira one, IT made us change it Monday", "Winter2024!!"),
    ("The bitlocker thing asks for a phrase at boot, mine is 'my cat eats blue spaghetti on tuesdays'", "my cat eats blue spaghetti on tuesdays"),
    ("sticker on the back of the router says Wireless Key: 7H4K-MP9Q-2ZXC, network BT-Hub6-R2T", "7H4K-MP9Q-2ZXC"),
    ("The extra passphrase on my Ledger (the 25th word thing) is orange tractor midnight", "orange tractor midnight"),
    ("Cloudflare API token (zone DNS edit) TIvQ0ipF3obPWiPTxkZFW_GAAYF-0WB_Qaqd6IGn", "TIvQ0ipF3obPWiPTxkZFW_GAAYF-0WB_Qaqd6IGn"),
    ("Notion integration secret ntn_vug0Bp3HHZZCGR8KqnQFCfKXpK5DHbJXKtRVSpgz3ZRzkh, shared with the Reading List page", "ntn_vug0Bp3HHZZCGR8KqnQFCfKXpK5DHbJXKtRVSpgz3ZRzkh"),
    ("Google gave me this key instead of the QR code: ilur krfi 5p74 ur7v ytam utkq kyvp 5o7k — please keep it", "ilur krfi 5p74 ur7v ytam utkq kyvp 5o7k"),
    ("backup codes for my google account: 2299 4464 01, 6563 6607 31, 3214 0717 11 — I used the first one already", "2299 4464 01, 6563 6607 31, 3214 0717 11"),
    ("National Insurance number for the payroll form: JG 41 93 57 B", "JG 41 93 57 B"),
    ("Mi DNI es 48213097Z, lo necesito para el check-in del vuelo", "48213097Z"),
    ("Il mio codice fiscale è BNCGLI79D52F205Y, serve per la farmacia", "BNCGLI79D52F205Y"),
    ("Mijn BSN is 715528051, de gemeente vroeg erom", "715528051"),
    ("Mój PESEL: 90031425309 — potrzebny do recepty", "90031425309"),
    ("Mitt personnummer är 850612-1469 om vårdcentralen ringer", "850612-1469"),
    ("Meu CPF é 164.711.339-36, pode usar no cadastro da farmácia", "164.711.339-36"),
    ("my SIN is 540 005 469 if the bank calls about the mortgage", "540 005 469"),
    ("Ma carte vitale: numéro de sécu 2 84 07 75 114 238 62", "2 84 07 75 114 238 62"),
    ("Kap\u0131 şifresi 7391#, wifi şifresi de kediler2021", "kediler2021"),
    ("Kap\u0131 şifresi 7391#, wifi şifresi de kediler2021", "7391#"),
    ("the server pw is basically 'hunter' + the year I was born + 'XQ' so hunter1988XQ", "hunter1988XQ"),
    ("code for the storage unit: seven, seven, three, one, nine", "seven, seven, three, one, nine"),
    ("PIN for the kids' tablet parental controls was 1357 but I changed it to 8642", "1357"),
    ("PIN for the kids' tablet parental controls was 1357 but I changed it to 8642", "8642"),
    ("remember my apple id: lena.k@icloud.com and the password, all lowercase, is wobblypenguin", "wobblypenguin"),
    ("okay so the thing you need to log into the printer web UI is just 'toner4ever', no username", "toner4ever"),
    ("for the shared 1password vault we use the master: Saffron Quill Tundra Mosaic", "Saffron Quill Tundra Mosaic"),
    ("router: 192.168.1.1, admin pass 'Xk2pW7mQ', wifi key 'orchid-velvet-banjo'", "orchid-velvet-banjo"),
    ("router: 192.168.1.1, admin pass 'Xk2pW7mQ', wifi key 'orchid-velvet-banjo'", "Xk2pW7mQ"),
    ("router: 192.168.1.1, admin pass 'Xk2pW7mQ', and the guest network has no password", "Xk2pW7mQ"),
    ("Mein Schlüssel für die DeepL API: 51614f91-a3da-72da-5a37-4d75f816fda3:fx — bitte nicht weitergeben", "51614f91-a3da-72da-5a37-4d75f816fda3:fx"),
    ("use the discover card ending... actually here's the full thing 6011-2721-0890-3385, code 117", "117"),
    ("Kod do domofonu u babci to 17K4590, a hasło do wifi babcia123", "17K4590"),
]  # fmt: skip

# Other values, other wording, other countries
NEW_SECRETS = [
    # national identity numbers named as such (a valid check digit each)
    ("my NI number is PX 40 17 93 A, for the new job", "PX 40 17 93 A"),
    ("Número NIE: X7832567D para el contrato de alquiler", "X7832567D"),
    ("DNI 94724873V (para la matrícula)", "94724873V"),
    ("codice fiscale di mia madre: VRDGPP52D27H501P", "VRDGPP52D27H501P"),
    ("Burgerservicenummer van mijn dochter: 628 194 821", "628 194 821"),
    ("252760189 is my BSN, the tax office needs it", "252760189"),
    ("numer PESEL syna 64110807924, do szkoły", "64110807924"),
    ("personnummer 19991027-9240 för försäkringen", "19991027-9240"),
    ("CPF da minha mãe: 57210141561", "57210141561"),
    ("Social Insurance Number: 297-299-752 (for the T4)", "297-299-752"),
    ("mon numéro de sécurité sociale est 1 04 05 35 147 125 77", "1 04 05 35 147 125 77"),
    ("Steuer-ID für die Lohnabrechnung: 13 570 869 260", "13 570 869 260"),
    ("CPR-nummer 221084-8753 til lægen", "221084-8753"),
    ("henkilötunnus 030656-511P", "030656-511P"),
    ("fødselsnummer: 24107231796", "24107231796"),
    ("rijksregisternummer 74.02.25-694.27 voor de huurwaarborg", "74.02.25-694.27"),
    ("AHV-Nummer 756.1214.7358.58 für die Versicherung", "756.1214.7358.58"),
    ("SV-Nummer 6699 190668 für den Arzt", "6699 190668"),
    ("CURP: GOMA850315HDFRRN02", "GOMA850315HDFRRN02"),
    ("mi RUT es 12.450.356-6", "12.450.356-6"),
    ("Aadhaar 8658 0603 0175 for the SIM", "8658 0603 0175"),
    ("주민등록번호 700920-1773981", "700920-1773981"),
    ("número de contribuinte 261994433 para a fatura", "261994433"),
    ("身份证号码 110101198502183155", "110101198502183155"),
    # strong formats with no name
    ("per la ricetta serve anche VRDGPP86C09H501Z", "VRDGPP86C09H501Z"),
    ("pode usar 274.231.594-25 no cadastro", "274.231.594-25"),
    ("my kid's is LOPB920722MJCPRT06 if the school asks", "LOPB920722MJCPRT06"),
    ("for the pension: 756.4762.5271.04", "756.4762.5271.04"),
    # passwords in a clause about logging in
    ("It's maple.syrup.77 for the library portal", "maple.syrup.77"),
    ("it's tulip2025 to log into the clinic website", "tulip2025"),
    ("Office VPN? it's autumnleaves7 now, don't share it", "autumnleaves7"),
    ("what you need to sign into the NAS admin page is just 'nasty-nas-9'", "nasty-nas-9"),
    ("to unlock the work laptop you just type heronpond88", "heronpond88"),
    ("the wifi password, no spaces, is grumblesnort", "grumblesnort"),
    ("Passwords for the kids: minecraft - Creeper77!, roblox - Noob$laye, school - Lunchbox42", "Noob$laye"),
    ("Passwords for the kids: minecraft - Creeper77!, roblox - Noob$laye, school - Lunchbox42", "Lunchbox42"),
    ("Logins: netflix = popcorn2020; disney = mickey88", "mickey88"),
    ("router pw 'zqloftmx' if the internet dies", "zqloftmx"),
    ('wifi key "lemon-grass-tiger" for the guest network', "lemon-grass-tiger"),
    ("WLAN key: 9F3K-2MXP-77QA on the box", "9F3K-2MXP-77QA"),
    # passphrases of several words
    ("my 25th word is velvet harbor lantern", "velvet harbor lantern"),
    ("in Bitwarden the vault master: Copper Lantern Fjord Velvet", "Copper Lantern Fjord Velvet"),
    ("I changed the disk passphrase to amber-otter-violin-crater", "amber-otter-violin-crater"),
    ("the drive asks for a phrase when it boots, ours is 'seven owls sing at dawn'", "seven owls sing at dawn"),
    # parts, assembled, changed
    ("second part of the safe password is Kayak!93 and the first part is Harbor", "Harbor"),
    ("the NAS password is 'maple' + my street number + '!!' so maple221!!", "maple221!!"),
    ("The alarm PIN was 4826 but we changed it to 7391", "7391"),
    ("the safe PIN was 2468 but she reset it to 1357", "1357"),
    ("Ofis wifi şifresi de Kahve2024!", "Kahve2024!"),
    ("code for the bike lock: two, six, six, one", "two, six, six, one"),
    ("the combination to the locker: nine, four, four, zero", "nine, four, four, zero"),
    # tokens and codes
    ("Cloudflare API token (read-only analytics) 9xQ2LmN4pR8tK1wY6bC3hJ0sDaE5uG8iO2qW7rT_", "9xQ2LmN4pR8tK1wY6bC3hJ0sDaE5uG8iO2qW7rT_"),
    ("Notion for the reading list: ntn_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3", "ntn_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3"),
    ("DeepL free key 0a1b2c3d-4e5f-6789-abcd-ef0123456789:fx for the translator script", "0a1b2c3d-4e5f-6789-abcd-ef0123456789:fx"),
    ("Authenticator setup (couldn't scan the QR): mzxw 6ytb oi3d qmrs gu4t kn2w", "mzxw 6ytb oi3d qmrs gu4t kn2w"),
    ("recovery codes: 1234 5678 90, 2345 6789 01, 3456 7890 12", "2345 6789 01"),
    ("recovery codes: 1234 5678 90, 2345 6789 01, 3456 7890 12", "3456 7890 12"),
    ("Visa 4916 2621 2997 2205 exp 11/28 code 274", "274"),
    ("5425 7368 1930 3640 / code 903", "903"),
    ("Kod do domofonu: 24B7731", "24B7731"),
]  # fmt: skip

LOOK_ALIKES = [
    # numbers with no ID's name, with another number's name, or a scheme's published sample
    "my order number is 628194821",
    "Invoice 252760189 for the BSN registration fee",
    "BSN invoice number 628194821",
    "a BSN has nine digits, e.g. 123456782",
    "call me at 297 299 752 about the SIN card game",
    "the PESEL format is YYMMDDZZZXQ",
    "Mi DNI caduca en 2026, tengo que renovarlo",
    "the example SIN 046 454 286 is on the Service Canada page",
    "Tolvan Tolvansson's personnummer 19121212-1212 is Skatteverket's test person",
    "the test SSN 078-05-1120 is famous because it was printed on a wallet insert in 1938",
    "the 1940 pamphlet's SSN 219-09-9999 was a sample too",
    "tracking 64110807924 with DHL, arrives Monday",
    "Codice fiscale: RSSMRA80A01H501U",
    # talk about logging in, qualifiers, lists, short names
    "It's 5pm for the portal launch",
    "It's Windows11 for the login kiosk",
    "to log in, the username is just jen99",
    "my Netflix account is just 'family2'",
    "sign in, it's jen@example.com",
    "Login page? it's https://portal.example.com/x1",
    "To log in, you type your email and then the code we text you",
    "the password, as you know, is required",
    "the password, by default, is admin",
    "Passwords: length - 12, expiry - 90days",
    "Credentials: user - jdoe42, role - admin",
    "Logins this week: Monday - 14, Tuesday - 9",
    "admin pass 'expired'",
    "network key: AES-256",
    "Café Central has free Wi-Fi with no password, the network is just 'CafeCentral_Free'",
    # phrases, parts, combos
    "The passphrase approach is better than passwords",
    "we merged into master: Fix Login Bug Today",
    "the master plan is Operation Blue Sky Rising",
    "the phrase is 'break a leg' in the theatre",
    "Coach: the best combo is one, two, three, two, then a hook.",
    "the first half of the match is Over and the second half is 2-1",
    # keys
    "TOTP key fingerprint: 3a5c 7e2b 4d6f 2a4c",
    "the request id is 0a1b2c3d-4e5f-6789-abcd-ef0123456789 in the logs",
    "Fahrzeug-Identifikationsnummer 13570869260 steht im Schein",
    "log in with Google, it's OAuth2 based",
    "the VPN is just WireGuard-0.5 now",
    "I can't log in, it's 3am and I'm tired",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), PROBE_SECRETS)
def test_a_secret_the_probe_missed_is_redacted(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize(("text", "secret"), NEW_SECRETS)
def test_a_variant_of_a_probe_miss_is_redacted(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []


def test_a_zip_code_after_a_card_is_no_card_code(guard: PrivacyGuard) -> None:
    text = "card 4539 1488 0343 6467, zip code 94110"
    assert flagged(guard, text) == [("card_number", "4539 1488 0343 6467")]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("the PIN is 4826 and I set the alarm to 0700", "0700"),
        ("the door code was 4471, now it's 2024 and still no new lock", "2024"),
    ],
)
def test_a_clock_or_a_year_after_a_code_is_no_changed_code(
    guard: PrivacyGuard, text: str, kept: str
) -> None:
    assert all(kept not in value for _, value in flagged(guard, text))


def test_a_named_id_is_redacted_as_an_identity_number(guard: PrivacyGuard) -> None:
    assert flagged(guard, "Mijn BSN is 715528051") == [("national_id", "715528051")]


@pytest.mark.parametrize(
    "unit",
    ["BSN ", "Logins: a - ", "it's x1 for the ", "passphrase is ab ", "the password, a, is ",
     "admin pass ", "wifi pass ", "4111111111111111, code ", "PIN 1234 but I changed it to ",
     "pw 'a' + ", "first half is Ab1 ", "Google QR: ", "seven, ", "\u015fifresi de ",
     "National Insurance "],
)  # fmt: skip
def test_the_new_rules_scan_in_linear_time(guard: PrivacyGuard, unit: str) -> None:
    def best(n: int) -> float:
        text = (unit * (n // len(unit) + 1))[:n] + " " * n
        return best_cpu_seconds(lambda: guard.scan(text))

    small, large = best(1_000), best(4_000)
    assert large < 8 * small + 0.05, f"{unit!r}: {small * 1e3:.0f} ms -> {large * 1e3:.0f} ms"
