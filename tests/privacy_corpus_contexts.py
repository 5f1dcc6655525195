# ruff: noqa: RUF001  (Greek text: its letters look like Latin ones on purpose)
"""Corpus entries for `service.secret_contexts` and the other-language rules: secrets that the
words around them give away (query strings, CLI tables, a command's output, a spelled call,
a credential described before it is given), and look-alikes of each (policies, references,
ciphertext, biographies). Written for the rules, in other words than any probe's."""

from __future__ import annotations

import base64
import functools
import json
import random
import string
from collections.abc import Callable

from tests.corpus_random import digits_of as _digits
from tests.corpus_random import rand as _rand


def _password(rng: random.Random) -> str:
    return _rand(rng, 5, string.ascii_letters) + rng.choice("!#%*") + _rand(rng, 4, string.digits)


def context_secrets(rng: random.Random, add: Callable[..., None]) -> None:
    digits = functools.partial(_digits, rng)
    add(
        "api_token",
        [
            "curl 'https://api.example-weather.com/v1/now?q=Oslo&api_key={s}'",
            "GET /v2/orders?access_token={s}&page=2 HTTP/1.1",
        ],
        lambda: _rand(rng, 28, string.ascii_lowercase + string.digits),
        n=2,
    )
    add(
        "prose_password",
        [
            '{{"action": "join_network", "ssid": "Lab", "psk": "{s}"}}',
            "Key              Value\n---              -----\ndb_password      {s}",
            "incident: the intruder authenticated with deploy_bot:{s} from a leaked gist",
            "Heads-up, the shared secret for the Lisbon site-to-site VPN: {s}",
            "Can you set the FTP password for our printing partner to {s} today?",
            "I can't sign in - the password I'm typing is {s}, is the account locked?",
            "$ kubectl get secret api-creds -o jsonpath='{{.data.token}}' | base64 -d\n{s}\n$",
            "the network key for the guest VLAN ({s}) is on the fridge",
        ],
        lambda: _password(rng) + _rand(rng, 3, string.ascii_lowercase),
        n=8,
    )
    add(
        "prose_password",
        ["[phone] so the password is {s}, all lower case", "password is {s} all one word"],
        lambda: " ".join(rng.choice(["kilo", "delta", "seven", "echo", "three"]) for _ in range(4)),
        n=2,
    )
    add(
        "twilio_token",
        ['TwilioClient("AC' + "0" * 31 + '1", "{s}")'],
        lambda: _rand(rng, 32, "0123456789abcdef"),
        n=1,
    )
    add(
        "pin",
        [
            "When the card reader asks for the PIN, enter {s} and wait.",
            "Mã PIN điện thoại của tôi là {s}",
            "Το PIN της τράπεζας μου είναι {s}",
            "PIN kartu saya {s}",
        ],
        digits(4),
        n=4,
    )
    add(
        "access_code",
        [
            "The tool cage opens with combination {s}.",
            "Gym locker combination (blue door): {s}",
        ],
        lambda: "-".join(str(rng.randint(0, 39)) for _ in range(3)),
        n=2,
    )
    add(
        "access_code",
        [
            "the padlock on the storage unit is {s}",
            "ghar ka code {s} hai",
            "Code alarme du garage : {s}",
        ],
        digits(4),
        n=3,
    )
    add(
        "access_code",
        ["voice memo: the locker combo is {s}, don't forget"],
        lambda: "twelve, thirty-one, eight",
        n=1,
    )
    add(
        "security_answer",
        ["Bank verification call: mother's maiden name? Customer: it's {s}."],
        lambda: rng.choice(["Ferreira", "Lindqvist"]),
        n=1,
    )
    add(
        "prose_password",
        [
            "Kata sandi router kantor: {s}",
            "Mật khẩu wifi quán là {s}",
            "Ο κωδικός του router είναι {s}",
            "كلمة المرور للراوتر: {s}",
            "La password del router è {s}",
            "Heslo k wifi je {s}",
        ],
        lambda: _password(rng),
        n=6,
    )
    add(
        "encoded_credentials",
        [".dockerconfigjson: {s}"],
        lambda: base64.b64encode(
            json.dumps(
                {"auths": {"r.example.io": {"username": "ci", "password": _password(rng)}}}
            ).encode()
        ).decode(),
        n=1,
    )
    add(
        "one_time_code",  # the whole list, the blanks between its codes too
        ["Backup codes for the admin account: 8k2m-qpz4  7wq1-zz8x  m3nr-a9fe  {s}"],
        lambda: "pqrs-wxyz",
        n=1,
    )


def message_and_language_secrets(rng: random.Random, add: Callable[..., None]) -> None:
    """service/secret_messages.py and service/secret_languages.py, in my own words."""
    digits = functools.partial(_digits, rng)

    def strong() -> str:
        upper, lower = _rand(rng, 4, string.ascii_uppercase), _rand(rng, 4, string.ascii_lowercase)
        return upper + lower + "#" + _rand(rng, 3, string.digits)

    add(
        "prose_password",
        [
            "spotify -> maya.k@gmail.com {s}",
            "Paramount+: joe_d@yahoo.com {s} (family plan)",
            "login for the NAS: user admin / key {s}",
            "root password on the build box (10.2.3.4) is {s}",
            "Payroll PDF is password protected, open it with {s}",
            "$pdo = new PDO('mysql:host=db;dbname=shop', 'shop', '{s}');",
            "CREATE USER app WITH PASSWORD '{s}';",
            "echo '{s}' | podman login -u ci --password-stdin quay.io",
        ],
        strong,
        n=8,
    )
    add(
        "access_code",
        [
            "my tablet unlock is {s}, don't tell the kids",
            "the switch parental passkey is {s}",
            "shed gate # is {s}",
            "The garage needs code {s} after 8pm",
            "Kod do domofonu to {s}",
            "\u0e23\u0e2b\u0e31\u0e2a\u0e1b\u0e23\u0e30\u0e15\u0e39\u0e04\u0e37\u0e2d {s}",
        ],
        digits(4),
        n=6,
    )
    add(
        "one_time_code",
        [
            "Kod BLIK: {s}",
            "Ihre TAN lautet {s}",
            "Ang OTP mo ay {s}",
            "\uc778\uc99d\ubc88\ud638 [{s}]",
            "Kod TAC: {s}",
        ],
        digits(6),
        n=5,
    )
    add(
        "pin",
        [
            "PIN yangu ni {s}",
            "MPIN ko: {s}",
            "the conference host key is {s}",
            "pin kad bank {s}",
        ],
        digits(4),
        n=4,
    )
    add("card_cvv", ["the 3 digits on the back are {s}"], digits(3), n=1)
    add(
        "api_token",
        [
            "Klucz API (staging): {s}",
            "Chave privada do gateway: {s}",
            "RTMP stream key: {s}",
        ],
        lambda: _rand(rng, 28, string.ascii_lowercase + string.digits),
        n=3,
    )


def spoken_and_form_secrets(rng: random.Random, add: Callable[..., None]) -> None:
    """service/secret_spoken.py, the form rules and the newest languages, in my own words."""
    digits = functools.partial(_digits, rng)
    words = ["two", "seven", "four", "nine", "one", "five"]
    add(
        "access_code",
        [
            "Agent: can you read me the account passcode?\nCaller: yeah, {s}",
            "the storage code is two one, uh, sorry, it's {s}",
        ],
        lambda: " ".join(rng.choice(words) for _ in range(4)),
        n=3,
    )
    # (a PIN said after a filler is reported as a PIN since the code rules read the filler)
    add(
        "pin",
        ["Caller: the pin is, um, {s}"],
        lambda: " ".join(rng.choice(words) for _ in range(4)),
        n=3,
    )
    add(
        "access_code",
        [
            "alarm:\n  master_code: {s}\n  zones: 4",
            "user.safe_pin = {s}",
            "Unit,Keybox code\n4B,{s}",
            "<tr><th>Item</th><th>Code</th></tr><tr><td>Locker</td><td>{s}</td></tr>",
            "Codul de la poarta este {s}",
            "Koden til garasjen er {s}",
            "Kode pintu belakang: {s}",
        ],
        digits(5),
        n=7,
    )
    add(
        "prose_password",
        [
            '<input type="password" name="login_pwd" value="{s}">',
            "| FTP password | {s} |",
            "The temporary password from the helpdesk is {s}",
            "username maya_k, pass {s}",
            "remember my router login, it's {s}",
            "La chiave della rete ospiti è {s}",
        ],
        lambda: "Sq" + _rand(rng, 5, string.ascii_lowercase) + "#" + _rand(rng, 2, string.digits),
        n=6,
    )
    add("pin", ["PIN-koodi: {s}", "Az új PIN-kódom {s}"], digits(4), n=2)


def context_look_alikes() -> list[str]:
    return [
        "Password policy: 12-character minimum, rotation every 90-days.",
        "password_hash: argon2id\npassword_min_length: 14",
        'module "db" {\n  password = var.db_password\n}',
        "[pypi]\nusername = __token__\npassword = <paste the upload token here>",
        "kind: SealedSecret\nspec:\n  encryptedData:\n    password: " + "AgB" + "x7Qz" * 40,
        "db:\n  password: ENC[AES256_GCM,data:q8Zp1w==,iv:abc=,tag:def=,type:str]",
        "GET /forgot-password?step=3&lang=de HTTP/1.1",
        "My grandmother's maiden name was Okafor; she grew up in Lagos.",
        "the padlock on the gate is 30 years old",
        "PIN reset requests went up by 2300 this quarter",
        "Combination therapy 2-3-4 weeks is what the doctor suggested",
        "Key         Value\n---         -----\nregion      eu-west-1\nreplicas    3",
        "$ echo $HOME\n/home/dana",
        "The API docs say to pass ?api_key=YOUR_KEY_HERE in every request.",
        "Kata sandi saya lupa, tolong reset.",
        "Mật khẩu của tôi bị khóa rồi.",
        "Το PIN μου μπλόκαρε χθες.",
        '{"msg":"user logged in","password":"[FILTERED]"}',
        "OPENAI_API_KEY=sk-\u2026redacted\u2026Q9x1 (rotated, the new one is in Doppler)",
        "const token = crypto.randomBytes(32).toString('hex');",
        "my phone's IMEI is 356938035643809 in case it gets stolen",
        "the network is first among the key 18-to-49-year-old viewers",
        "PIN changes for 2500 customers go out on Monday",
        "Kod pocztowy: 00-950 Warszawa",
        "The TAN list was replaced by the pushTAN app in 2019",
        "Ihre TAN-Liste ist abgelaufen.",
        "OTP: see the authenticator app",
        "Our API key rotation policy: every 90 days",
        "host key fingerprint SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8",
        "the padlock in the kit is a 40 mm one",
        "User: my zip code is three oh nine six eight.",
        "Coach: the best combo is one, two, three, two, then a hook.",
        "status_code: 4040\nerror_code: 5001",
        "zip_code = 10115",
        "Item,Code,Price\nScarf,4412,19.99",
        "| Password policy | 12+ characters |",
        '<input type="text" name="username" value="maya_k">',
        "Agent: what's the best time to call?\nCaller: 1430 works",
        "Koden til porten er enkel å huske, sier hun.",
    ]
