"""Misses of blind probe s180 (a helper's probe of 210 secrets and 257 look-alikes: provider
keys, command lines, config files, logs, chats and prose in 25 languages, written before the
rules were read) and of the classes they stood for. Fixed in general form:
- a password named in one of ~35 more languages (Swahili, Catalan, Basque, Welsh, Bulgarian,
  Serbian, Georgian, Armenian, Mongolian, Kazakh, Tamil, Telugu, Bengali, Urdu, Khmer,
  Amharic...), with their verbs (Welsh "yw", Catalan "és", the Bulgarian and Serbian "is",
  the Georgian "არის"), or with no verb when the value could be no word
  ("கடவுச்சொல் Idli_Sambar_5");
- a PIN in Devanagari, Bengali, Telugu or Georgian, its digits spaced;
- a password given after Korean's object particle ("비밀번호를 X로 바꿨어요");
- a password told by the choice that made it, its name before or after ("asked for a
  passphrase, I used X", "typed X at the password prompt", "vncpasswd set to X");
- a password passed third to ftplib's FTP, PHP's ftp_login or Perl's DBI->connect;
- a TAN or an OTP given with the English "is", in two threes ("the TAN ... is 771 204");
- the keys of ten more platforms by their own prefix (Cerebras, Voyage, Jina, Anyscale,
  PostHog, Octopus Deploy, JFrog, LaunchDarkly, Asana, Convex);
- a bank account's number after "acct#" or "account #", or with a bank named only by its
  name ("my account # is 00447192836 at Wells Fargo");
- chat's ways: a Wi-Fi's password after another language's "is" ("El wifi es X"), "psswd"
  and "pswd", a double dash for "is" ("password -- X");
- a secret held as a name and a value in two fields (a Kubernetes env list, an ECS task,
  Terraform's secret_name and plaintext_value).
Look-alikes: the same words talked about, a forgotten or changed password, a policy,
Latvian's "parole" that is English's too, India's postal "PIN code" in Hindi and Bengali, an
order's code in Hindi, a password manager, a hash or a link said to be used for passwords,
a tool used to build a password's feature ("for the password reset flow I used
Python3.12"), FTP's anonymous login, a call's variables, a count after a TAN, slugs and ids
that share a prefix with a key, a name field about a secret (its file, its length, its lifetime), a
reference in the value field, a form's schema, a bank's name beside a number that is no
account's."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    # a password named in more languages, then a verb or a colon
    ("nywila ya wifi ni Simba_Mkubwa_5", "Simba_Mkubwa_5"),
    (
        "Benki ya mtandaoni: jina la mtumiaji ni jmwangi, nywila ni Nairobi_2024x",
        "Nairobi_2024x",
    ),
    ("Contrasenya del wifi: Barca_Mar_12", "Barca_Mar_12"),
    ("La contrasenya \u00e9s Barca_Mar_12", "Barca_Mar_12"),
    ("Pasahitza: Bilbo_Itsasoa_3", "Bilbo_Itsasoa_3"),
    ("Cyfrinair y wifi yw Ddraig_Goch_7", "Ddraig_Goch_7"),
    ("wagwoord is Braai_Vleis_9", "Braai_Vleis_9"),
    ("\u015eifr\u0259: Baki_Kulek_8", "Baki_Kulek_8"),
    ("\u041f\u0430\u0440\u043e\u043b\u0430 \u0437\u0430 wifi: Sofia_Vitosha_4", "Sofia_Vitosha_4"),
    ("\u041f\u0430\u0440\u043e\u043b\u0430\u0442\u0430 \u0435 Sofia_Vitosha_4", "Sofia_Vitosha_4"),
    ("\u041b\u043e\u0437\u0438\u043d\u043a\u0430 \u0458\u0435 Beograd_Reka_5", "Beograd_Reka_5"),
    ("\u10de\u10d0\u10e0\u10dd\u10da\u10d8 \u10d0\u10e0\u10d8\u10e1 Tbilisi_2026!", "Tbilisi_2026"),
    ("\u041d\u0443\u0443\u0446 \u04af\u0433: Ulaanbaatar_7", "Ulaanbaatar_7"),
    ("\u049b\u04b1\u043f\u0438\u044f \u0441\u04e9\u0437: Almaty_Tau_3", "Almaty_Tau_3"),
    ("Parole ir Riga_Jura_7", "Riga_Jura_7"),
    (
        "\u0c2e\u0c3e \u0c35\u0c48\u0c2b\u0c48 \u0c2a\u0c3e\u0c38\u0c4d\u200c\u0c35\u0c30\u0c4d"
        "\u0c21\u0c4d: Idli_Sambar_5",
        "Idli_Sambar_5",
    ),
    # ... or with no verb, a value no word is
    ("\u0b95\u0b9f\u0bb5\u0bc1\u0b9a\u0bcd\u0b9a\u0bca\u0bb2\u0bcd Idli_Sambar_5", "Idli_Sambar_5"),
    (
        "\u0b8e\u0ba9\u0bcd \u0b95\u0b9f\u0bb5\u0bc1\u0b9a\u0bcd\u0b9a\u0bca\u0bb2\u0bcd "
        "Idli_Sambar_5 \u0b86\u0b95\u0bc1\u0bae\u0bcd",
        "Idli_Sambar_5",
    ),
    (
        "\u0533\u0561\u0572\u057f\u0576\u0561\u0562\u0561\u057c\u0568 Yerevan_Ararat_9 \u0567",
        "Yerevan_Ararat_9",
    ),
    # a PIN in other scripts, its digits spaced
    (
        "\u092e\u0947\u0930\u093e \u090f\u091f\u0940\u090f\u092e "
        "\u092a\u093f\u0928 2 7 0 8 \u0939\u0948",
        "2 7 0 8",
    ),
    (
        "\u0986\u09ae\u09be\u09b0 \u098f\u099f\u09bf\u098f\u09ae \u09aa\u09bf\u09a8 4 8 2 1",
        "4 8 2 1",
    ),
    (
        "\u10d1\u10d0\u10e0\u10d0\u10d7\u10d8\u10e1 "
        "\u10de\u10d8\u10dc \u10d9\u10dd\u10d3\u10d8 4821",
        "4821",
    ),
    ("\u0c26\u0c2f\u0c1a\u0c47\u0c38\u0c3f \u0c2a\u0c3f\u0c28\u0c4d 4 8 2 1", "4 8 2 1"),
    # a password told by the choice that made it
    ("ssh-keygen asked for a passphrase, I used Lemon*Drizzle*Cake", "Lemon*Drizzle*Cake"),
    ("for the passphrase I went with Lemon*Drizzle*Cake", "Lemon*Drizzle*Cake"),
    ("the new wifi password: I chose Lemon*Drizzle*Cake", "Lemon*Drizzle*Cake"),
    ("password for the NAS? I went with Lemon*Drizzle*Cake", "Lemon*Drizzle*Cake"),
    ("I picked Lemon*Drizzle*Cake as the password for the NAS", "Lemon*Drizzle*Cake"),
    ("typed Adm1n_Rocks! at the password prompt", "Adm1n_Rocks"),
    ("at the password prompt I typed Adm1n_Rocks!", "Adm1n_Rocks"),
    ("vncpasswd set to VncView88", "VncView88"),
    # a password passed third to a call
    ("ftp = ftplib.FTP('ftp.acme.io', 'sync', 'Summer2025!')", "Summer2025!"),
    ('ftps = FTP_TLS("ftp.acme.io", "sync", "Summer2025!")', "Summer2025!"),
    ('ftp_login($conn, "upload", "Upl0ad_pw!");', "Upl0ad_pw!"),
    ("my $dbh = DBI->connect($dsn, 'report', 'Rep0rt_pw');", "Rep0rt_pw"),
    # a TAN or an OTP with the English "is"
    ("the TAN for the transfer is 771 204", "771 204"),
    ("the TAN is 771 204", "771 204"),
    # a password changed to a value, Korean's object particle before it
    ("\ube44\ubc00\ubc88\ud638\ub97c Kimchi_77!\ub85c \ubc14\uafe8\uc5b4\uc694", "Kimchi_77"),
    # a bank account after "acct#", or with a bank named only by its name
    ("ABA 026009593 acct# 483920117264", "483920117264"),
    ("my account # is 00447192836 at Wells Fargo", "00447192836"),
    ("Monzo acct 61829374", "61829374"),
    # chat's ways
    ("El wifi es Sunfl0wer!! jaja", "Sunfl0wer"),
    ("Le wifi est Soleil2026! chez mamie", "Soleil2026"),
    ("my psswd is Sunfl0wer!!", "Sunfl0wer"),
    ("hey can u save my pswd for later, its Sunfl0wer!!", "Sunfl0wer"),
    ("password -- Sunfl0wer!!", "Sunfl0wer"),
    # a name field, then the value
    ('- name: DB_PASS\n  value: "Helm!Secret42"', "Helm!Secret42"),
    (
        "env:\n- name: API_TOKEN\n  value: Zq8Wm3Kp9Lt2Vr7Xy4Nb6Hc1Jd5Fg0Se\n- name: LOG_LEVEL",
        "Zq8Wm3Kp9Lt2Vr7Xy4Nb6Hc1Jd5Fg0Se",
    ),
    (
        'resource "github_actions_secret" "x" {\n  secret_name     = "DEPLOY_TOKEN"\n'
        '  plaintext_value = "Zq8Wm3Kp9Lt2Vr7Xy4Nb6Hc1Jd5Fg0Se"\n}',
        "Zq8Wm3Kp9Lt2Vr7Xy4Nb6Hc1Jd5Fg0Se",
    ),
    # the keys of more platforms, by their own prefix
    (
        "cerebras key csk-k5pa1bhh1zlgvcagmefu9qs5umbfdnyfxy8h72697zkydtip",
        "csk-k5pa1bhh1zlgvcagmefu9qs5umbfdnyfxy8h72697zkydtip",
    ),
    (
        "voyage pa-1HTzneyockeajw0piJpFDiGxQqsMrLrokKhCT2g7kRA",
        "pa-1HTzneyockeajw0piJpFDiGxQqsMrLrokKhCT2g7kRA",
    ),
    (
        "jina_24dc3c4b959a6f20ab572978b1a12a50kZnomiqIboB17oZRQPhG",
        "jina_24dc3c4b959a6f20ab572978b1a12a50kZnomiqIboB17oZRQPhG",
    ),
    ("anyscale esecret_w77z44BfO7OHbzAEjOMRTmZPf2Q5FO", "esecret_w77z44BfO7OHbzAEjOMRTmZPf2Q5FO"),
    (
        "posthog phx_MBPyTcLbWZqWksg1FpS4Ah50c3b6cyFBhXnYQPhy5qu",
        "phx_MBPyTcLbWZqWksg1FpS4Ah50c3b6cyFBhXnYQPhy5qu",
    ),
    ("octopus API-64N7I72TU824WV2M4Q2ORN6VQJ", "API-64N7I72TU824WV2M4Q2ORN6VQJ"),
    (
        "jfrog cmVmdGtuOjAxOjE3kxIzNkzNUieYA8Z2tt5xW7DBeBLMYaJq0TFrHhNSIEPu",
        "cmVmdGtuOjAxOjE3kxIzNkzNUieYA8Z2tt5xW7DBeBLMYaJq0TFrHhNSIEPu",
    ),
    (
        "launchdarkly sdk-6c9762e3-f9dc-1085-93f7-d3101cfd363c",
        "sdk-6c9762e3-f9dc-1085-93f7-d3101cfd363c",
    ),
    (
        "asana 2/9454968227003340/1481893337812402:d58a3d5b66b4ad1dd7715f1b3813586e",
        "d58a3d5b66b4ad1dd7715f1b3813586e",
    ),
    (
        "CONVEX_DEPLOY_KEY=prod:happy-otter-123|gFDTu3qyWUtn2doHmcYGiBqa6XZ9WGm5lE6jLQA8jLSD",
        "gFDTu3qyWUtn2doHmcYGiBqa6XZ9WGm5lE6jLQA8jLSD",
    ),
]

LOOK_ALIKES = [
    "for the password manager I went with 1Password",
    "we went with Argon2id for password hashing",
    "I used SHA-256 for the password hashes",
    "password reset: I used the link from the email",
    "password policy: we settled on 14 characters minimum",
    "I typed my password wrong 3 times and got locked out",
    "For the password I used https://passwordsgenerator.net",
    "password: I used the one from the sticky note (ask Kim)",
    "I used docker-compose.yml as the template for the password vault",
    "for the password reset flow I used Python3.12 and FastAPI",
    "password field: I set it to type=password and maxlength=64",
    "For the passcode screen I used SwiftUI_v5 components",
    "I chose Keycloak-24 for the password policies",
    "ftp = ftplib.FTP('ftp.debian.org', 'anonymous', 'anonymous@')",
    "ftp = FTP(host, user, passwd)",
    "the TAN list is 100 entries long",
    "TAN generator model is 4500 series",
    "see pa-introduction-to-the-new-onboarding-flow-for-2026-customers",
    "API-GATEWAYINTEGRATIONTIMEOUTSETTINGS",
    "request id sdk-release-2026-03",
    "1/1234567890123 is the first page",
    "csk-migration-plan-for-the-next-quarter-and-beyond-2026-edition",
    "- name: DB_PASS\n  valueFrom:\n    secretKeyRef:\n      name: db\n      key: password",
    "- name: DB_PASSWORD_FILE\n  value: /run/secrets/db",
    '- name: PASSWORD_MIN_LENGTH\n  value: "12"',
    '{"name": "TOKEN_TTL", "value": "3600"}',
    '- name: API_TOKEN\n  value: "${API_TOKEN}"',
    "- name: JWT_SECRET_NAME\n  value: prod-jwt",
    '{"name": "password", "value": "required"}',
    "- name: OAUTH_TOKEN_URL\n  value: https://github.com/login/oauth/access_token",
    '{"name": "auth_header", "value": "X-Api-Key"}',
    "ING stock rose 2% today; account 4471 is the demo one",
    "I chase account managers all day, extension 4417",
    "Revolut card 4471 ending",
    "El wifi es WiFi6E compatible",
    "Le wifi est BT-Hub6-7QXR",
    "wifi = OfficeNet_5G",
    "psswd reset link expired",
    '{"name": "tokenizer", "value": "bert-base-uncased"}',
    '{"name": "auth_provider", "value": "google-oauth2"}',
    "- name: AUTH0_DOMAIN\n  value: acme.eu.auth0.com",
    "- name: PASSWORD_HASHER\n  value: argon2id",
    "\u041f\u0430\u0440\u043e\u043b\u044c \u043f\u043e\u043c\u0435\u043d\u044f\u043b \u043d"
    "\u0430 \u043d\u043e\u0432\u044b\u0439, \u043f\u043e\u0442\u043e\u043c \u0441\u043a\u0430"
    "\u0436\u0443",
    "\u042f \u0437\u043c\u0456\u043d\u0438\u0432 \u043f\u0430\u0440\u043e\u043b\u044c \u043d"
    "\u0430 12-\u0441\u0438\u043c\u0432\u043e\u043b\u044c\u043d\u0438\u0439",
    "\ube44\ubc00\ubc88\ud638\ub97c \uc78a\uc5b4\ubc84\ub838\uc5b4\uc694",
    "\u092a\u093f\u0928 \u0915\u094b\u0921 560034, "
    "\u092c\u0947\u0902\u0917\u0932\u0941\u0930\u0941",
    "\u092a\u093f\u0928 \u0915\u094b\u0921 110001",
    "\u09aa\u09bf\u09a8 \u0995\u09cb\u09a1 700001, \u0995\u09b2\u0995\u09be\u09a4\u09be",
    "\u0911\u0930\u094d\u0921\u0930 \u0915\u094b\u0921 4471 \u0939\u0948",
    "\u092a\u093f\u0928 2 \u092c\u091c\u0947 \u092c\u0926\u0932\u0942\u0902\u0917\u093e",
    "Nywila yangu nimeisahau, nitaibadilisha kesho",
    "nywila ya WiFi ni ile iliyo kwenye router",
    "Contrasenya WPA2-Personal al router nou",
    "La contrasenya \u00e9s massa curta, canvia-la",
    "\u041f\u0430\u0440\u043e\u043b\u0430\u0442\u0430 \u0442\u0440\u044f\u0431\u0432\u0430 "
    "\u0434\u0430 \u0438\u043c\u0430 \u043f\u043e\u043d\u0435 12 \u0441\u0438\u043c\u0432\u043e"
    "\u043b\u0430",
    "Cyfrinair newydd yfory, mae'r hen un wedi dod i ben",
    "Parole ir j\u0101maina ik p\u0113c 90 dien\u0101m",
    "His parole ir hearing is Monday",
    "parol evidence rule applies to contract C-2041",
    "\u0b95\u0b9f\u0bb5\u0bc1\u0b9a\u0bcd\u0b9a\u0bca\u0bb2\u0bcd \u0bae\u0bb1\u0ba8\u0bcd\u0ba4"
    "\u0bc1\u0bb5\u0bbf\u0b9f\u0bcd\u0b9f\u0bc7\u0ba9\u0bcd",
    "\u015eifr\u0259: unutmu\u015fam, yenisini ist\u0259y\u0259c\u0259m",
    "Parol kamida 8 ta belgidan iborat bo'lishi kerak",
    "Contrasinal: a mesma de sempre",
    "wagwoord is op die router se agterkant",
    "Wachtwoord WPA2-Personal is ingesteld",
    "passphrase Generator v2 ist toll",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
