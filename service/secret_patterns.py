"""Secret patterns of the privacy guard: platform token formats, the phrases that name a
password or a code in prose, and the words that follow those phrases without being one.
Data, not logic: `service.privacy` runs them."""

from __future__ import annotations

import re

# -- our rules -------------------------------------------------------------------------------

# Tokens of developer platforms that carry their own prefix: the prefix, the length and the
# alphabet of the published format, so no ordinary word, hash or id can match. The body's
# lengths allow a little slack where a provider's format has varied.
END = r"(?![A-Za-z0-9_-])"
HEX = "[a-fA-F0-9]"
PLATFORM_TOKENS: list[tuple[str, re.Pattern[str]]] = [
    (kind, re.compile(r"(?<![A-Za-z0-9_-])(?:" + body + ")" + END))
    for kind, body in [
        ("huggingface_token", r"hf_[A-Za-z0-9]{30,40}|api_org_[A-Za-z0-9]{30,40}"),
        (
            "gitlab_token",
            r"gl(?:pat|dt|rt|ft|soat|ptt|imt|oas|agent|ffct)-[A-Za-z0-9_-]{20,}"
            r"(?:\.[A-Za-z0-9]{2,}){0,2}|glcbt-[A-Za-z0-9]{1,5}_[A-Za-z0-9_-]{20,}",
        ),
        ("digitalocean_token", rf"do[opr]_v1_{HEX}{{64}}"),
        ("databricks_token", rf"dapi{HEX}{{32}}(?:-\d)?"),
        ("shopify_token", rf"shp(?:at|ca|pa|ss)_{HEX}{{32}}"),
        ("atlassian_token", r"AT[AC]TT3[A-Za-z0-9_=-]{150,}"),
        ("linear_key", r"lin_(?:api|oauth)_[A-Za-z0-9]{40,64}"),
        ("notion_token", r"ntn_\d{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43}"),
        ("replicate_token", r"r8_[A-Za-z0-9]{37}"),
        ("groq_key", r"gsk_[A-Za-z0-9]{52}"),
        ("perplexity_key", r"pplx-[A-Za-z0-9]{48}"),
        ("xai_key", r"xai-[A-Za-z0-9]{80}"),
        ("vercel_token", r"vc[pikar]_[A-Za-z0-9_-]{50,64}"),
        (
            "doppler_token",
            r"dp\.(?:pt|ct|sa|scim|audit)\.[A-Za-z0-9]{40,44}"
            r"|dp\.st\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{40,44}",
        ),
        ("mailgun_key", rf"key-{HEX}{{32}}|{HEX}{{32}}-{HEX}{{8}}-{HEX}{{8}}"),
        (
            "square_token",
            r"EAAA[A-Za-z0-9_-]{60}|sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43}",
        ),
        ("heroku_key", r"HRKU-[A-Za-z0-9_-]{58,60}"),
        ("newrelic_key", r"NRAK-[A-Z0-9]{27}|NRI[IQ]-[A-Za-z0-9_-]{32}|[a-f0-9]{36}NRAL"),
        ("sentry_token", rf"sntryu_{HEX}{{64}}|sntrys_eyJ[A-Za-z0-9+/=_]{{60,}}"),
        (
            "grafana_token",
            r"glc_[A-Za-z0-9+/]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}"
            r"|eyJrIjoi[A-Za-z0-9]{70,400}={0,3}",
        ),
        ("postman_key", rf"PMAK-{HEX}{{24}}-{HEX}{{34}}"),
        ("pulumi_token", rf"pul-{HEX}{{40}}"),
        ("age_secret_key", r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}"),
        ("google_oauth", r"GOCSPX-[A-Za-z0-9_-]{28}|ya29\.[A-Za-z0-9_-]{30,}"),
        ("vault_token", r"hv[sb]\.[A-Za-z0-9_-]{90,}"),
        ("docker_hub_token", r"dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,}"),
        ("supabase_key", rf"sbp_{HEX}{{40}}|sb_secret_[A-Za-z0-9_-]{{20,}}"),
        ("terraform_token", r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}"),
        ("flyio_token", r"fo1_[A-Za-z0-9_-]{43}|fm[12][ar]?_[A-Za-z0-9+/]{100,}={0,3}"),
        ("onepassword_token", r"ops_eyJ[A-Za-z0-9+/]{250,}={0,3}"),
        ("airtable_token", rf"pat[A-Za-z0-9]{{14}}\.{HEX}{{64}}"),
        ("planetscale_token", r"pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_=.-]{32,64}"),
        ("brevo_key", rf"xkeysib-{HEX}{{64}}-[A-Za-z0-9]{{16}}"),
    ]
]

# A value that reads as a password without a word saying so: letters and a digit or a symbol,
# no trailing full stop.
PASSWORD_LIKE = r"(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])[^\s,;\"'`]{3,99}[^\s,;\"'`.]"

PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "private_key",
        re.compile(
            r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?"
            r"(?:-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\Z)"
        ),
    ),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")),
    ("aws_access_key", re.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b")),
    (
        "aws_secret_key",
        re.compile(
            r"(?i)aws.{0,24}?secret.{0,24}?[=:\s][\"']?(?P<s>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])"
        ),
    ),
    ("github_token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})")),
    (
        "slack_token",
        re.compile(
            r"\bxox[abposre]-[A-Za-z0-9-]{10,}|https://hooks\.slack\.com/services/[A-Za-z0-9/]+"
        ),
    ),
    ("stripe_key", re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}")),
    ("anthropic_key", re.compile(r"\bsk-ant-[A-Za-z0-9_-]{20,}")),
    ("openai_key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}")),
    ("google_api_key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}")),
    ("sendgrid_key", re.compile(r"\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}")),
    ("twilio_key", re.compile(r"\bSK[0-9a-f]{32}\b")),
    ("npm_token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b")),
    ("pypi_token", re.compile(r"\bpypi-[A-Za-z0-9_-]{50,}")),
    ("bearer_token", re.compile(r"(?i)\bbearer\s+(?P<s>[A-Za-z0-9._~+/=-]{20,})")),
    *PLATFORM_TOKENS,
    (
        "azure_storage_key",
        re.compile(r"(?i)\b(?:AccountKey|SharedAccessKey)\s*=\s*(?P<s>[A-Za-z0-9+/]{40,}={0,2})"),
    ),
    ("azure_sas_token", re.compile(r"[?&]sig=(?P<s>[A-Za-z0-9%+/=]{30,})")),
    (
        "azure_client_secret",
        re.compile(r"(?<![\w~.-])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![\w~.-])"),
    ),
    # A DSN's key sits where a user name would; the project id after it is numeric.
    (
        "sentry_dsn",
        re.compile(r"\bhttps?://(?P<s>[a-f0-9]{32}(?::[a-f0-9]{32})?)@[A-Za-z0-9.-]+(?::\d+)?/\d+"),
    ),
    # Legacy Heroku API keys are bare UUIDs: only when Heroku and key/token name them.
    (
        "heroku_key",
        re.compile(
            r"(?i)\bheroku[\w .-]{0,30}?(?:key|token|secret)\b[\"']?\s*(?:is|was|=|:|->)?\s*[\"']?"
            r"(?P<s>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b"
        ),
    ),
    (
        "onepassword_token",
        re.compile(
            r"\bA3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})(?:-[A-Z0-9]{5}){3}\b"
        ),
    ),
    (
        "discord_webhook",
        re.compile(r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[\w-]{60,}"),
    ),
    (
        # the user may be empty: redis://:SECRET@cache:6379
        "connection_string",
        re.compile(r"\b[a-z][a-z0-9+.-]{1,20}://[^\s:/@]*:(?P<s>[^\s@/]+)@[^\s/]+"),
    ),
    (
        # a key named as a private key, not in a PEM block: a wallet's WIF or hex key
        "private_key",
        re.compile(
            r"(?i)\bprivate[ _-]?key\b[\"']?\s*(?:is|was|=|:|->)\s*[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9+/=_-]*\d)(?=[A-Za-z0-9+/=_-]*[A-Za-z])[A-Za-z0-9+/=_-]{20,})"
        ),
    ),
    (
        # a wallet's recovery words (BIP-39: 12 to 24 lowercase words of 3 to 8 letters);
        # prose after "recovery phrase is" has short words ("a", "on", "of") within 12
        "seed_phrase",
        re.compile(
            r"\b(?i:seed|recovery|mnemonic|backup|wallet)\s+(?i:phrase|words|seed)\b"
            r"[^\n:.]{0,20}?(?:\bis\b|\bwas\b|:|=|->)\s*[\"'`]?"
            r"(?P<s>(?:[a-z]{3,8}[ ,]+){11,23}[a-z]{3,8})\b"
        ),
    ),
    (
        # "my password's X": only a value with a digit or a symbol ("the password's length")
        "password",
        re.compile(
            r"(?i)\bpass(?:word|code|phrase)['\u2019]s\s+[\"'`]?"
            r"(?P<s>(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])[^\s,;\"'`]{3,99}[^\s,;\"'`.])"
        ),
    ),
    (
        # "bank password - Zx9!kk": a dash instead of "is", so a value with a digit or symbol
        "password",
        re.compile(
            r"(?i)\b(?:pass(?:word|code|phrase)|passwd|pwd|pw)\s+[-\u2013\u2014]\s+[\"'`]?"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # "she uses the password 'dragonfly' everywhere": quoted right after the word
        "password",
        re.compile(
            r"(?i)\b(?:pass(?:word|code|phrase)|passwd|pwd)\s+[\"'\u201c\u2018]"
            r"(?P<s>[^\"'\u201d\u2019\s][^\"'\u201d\u2019\n]{2,63})[\"'\u201d\u2019]"
        ),
    ),
    (
        # "he set his password to Tigers1984", "use 'Summer2023!' as the temp password"
        "password",
        re.compile(
            r"(?i)\b(?:set|changed?|reset|updated?)\s+(?:(?:his|her|my|the|their|our|your)\s+)?"
            r"(?:[\w-]+\s+)?(?:pass(?:word|code)|passwd|pwd|pin)\s+to\s+[\"'`]?"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        "password",
        re.compile(
            r"(?i)\b(?:use|using|used|with)\s+[\"'`]?"
            r"(?P<s>(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])[^\s,;\"'`]{4,64}?)[\"'`]?\s+as\s+"
            r"(?:(?:the|my|a|your|his|her|our|their)\s+)?(?:[\w-]+\s+)?"
            r"(?:pass(?:word|code|phrase)|passwd|pwd|pin)\b"
        ),
    ),
    (
        # "login with admin / P@ssw0rd": a user name, a slash, a password-like value
        "password",
        re.compile(
            r"(?i)\b(?:log\s?in|sign\s?in)\s+(?:with|as|using)\s+[\w.@+-]{2,64}\s*/\s*"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # "the key is SunnyDay2024", "key: 3f9a1c...": "key" alone, so a value of letters
        # and digits only, 10+ ("the key is to be patient", "key: Q3-2024-results" are not)
        "api_token",
        re.compile(
            r"(?i)\bkey\s*(?:is|was|=|:)\s*[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9+/=]*\d)(?=[A-Za-z0-9+/=]*[A-Za-z])[A-Za-z0-9+/=]{10,})"
            r"(?![A-Za-z0-9_\-./+=])"
        ),
    ),
    (
        "api_token",
        re.compile(
            r"(?i)\b(?:api[ _-]?key|access[ _-]?key|access[ _-]?token|auth[ _-]?token"
            r"|secret[ _-]?key|client[ _-]?secret|app[ _-]?secret|token|secret)\b"
            r"(?:\s+(?:for|to|of|on|at)\s+(?:the\s+|my\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+)?)?"
            r"[\"']?\s*(?:is|was|=|:|->)\s*[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9_\-./+=]*\d)(?=[A-Za-z0-9_\-./+=]*[A-Za-z])[A-Za-z0-9_\-./+=]{12,})"
        ),
    ),
    (
        # "api key 8b0e71...", "use token iUK8iO5Y...": no "is" or ":", so a longer value, with
        # letters and digits, and nothing after it that makes it a word
        "api_token",
        re.compile(
            r"(?i)\b(?:api[ _-]?key|access[ _-]?key|access[ _-]?token|auth[ _-]?token"
            r"|secret[ _-]?key|client[ _-]?secret|app[ _-]?secret|token)\s+[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9_\-./+=]*\d)(?=[A-Za-z0-9_\-./+=]*[A-Za-z])[A-Za-z0-9_\-./+=]{20,})"
            r"(?![A-Za-z0-9_\-/+=])"
        ),
    ),
    *(
        (
            # an env-style assignment whose name says what it is: AWS_SESSION_TOKEN=...,
            # DJANGO_SECRET_KEY=..., db_password: ... (the value has letters and digits)
            kind,
            re.compile(
                rf"(?i)\b[A-Za-z0-9_]*(?:{names})[A-Za-z0-9_]*\s*[:=]\s*[\"'`]?"
                r"(?P<s>(?=[A-Za-z0-9_\-./+=]*\d)(?=[A-Za-z0-9_\-./+=]*[A-Za-z])"
                r"[A-Za-z0-9_\-./+=]{12,})"
            ),
        )
        for kind, names in (
            ("api_token", "token|secret|api_?key|access_?key"),
            ("password", "passw(?:or)?d|pwd"),
        )
    ),
    (
        # "wifi: HomeNet / pass: DNxril3RavGD", "my pass is hunter2": "pass" alone only with
        # ":", "=" or "is", and a value with a digit or a symbol ("boarding pass: gate B",
        # "his pass is valid" are no password)
        "password",
        re.compile(
            r"(?i)\bpass(?:\s*[:=]|\s+is\b)\s*"
            r"(?P<s>(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])[^\s,;]{3,99}[^\s,;.])"
        ),
    ),
    ("basic_auth", re.compile(r"(?i)\bauthorization:\s*basic\s+(?P<s>[A-Za-z0-9+/]{8,}={0,2})")),
    (
        # a password given on a command line: mysql -pSECRET, --password=SECRET
        "password",
        re.compile(r"(?i)\bmysql(?:dump|admin)?\b[^\n]*?\s-p(?P<s>[^\s'\"]{3,})"),
    ),
    (
        "password",
        re.compile(r"(?i)--password(?:=|\s+(?=\S*[\d!@#$%^&*]))(?P<s>[^\s'\"-][^\s'\"]{2,})"),
    ),
    (
        # "my security answer is Fluffy the hamster": the answer to a recovery question
        "security_answer",
        re.compile(
            r"(?i)\b(?:security|secret|recovery)\s+(?:question\s+)?answer\s*(?:is|was|:|=)\s*"
            r"(?!(?:what|where|how|why|when|who|which|something|nothing|required|optional"
            r"|case|not|never|the\s+same|stored|hashed|wrong|correct|incorrect)\b)"
            r"(?P<s>[^\s.,;!?][^.,;!?\n]{0,60})"
        ),
    ),
    (
        # a US social security number named as one (a bare ddd-dd-dddd is too often an id)
        "ssn",
        re.compile(
            r"(?i)\b(?:ssn|social\s+security(?:\s+(?:number|no\.?|num|#))?)"
            r"(?:\s+(?:is|was|of)\b|\s*[:#=])?\s*"
            r"(?P<s>\d{3}-\d{2}-\d{4}|\d{3} \d{2} \d{4}|\d{9})(?!\d)"
        ),
    ),
]

# "my password is X", "the wifi password for the cabin was X", "PIN: 1234", "pw -> X".
# The phrase between the word and "is" never crosses a sentence end ("a pin on your purse.
# Is Spider-Man ..." is no password).
SAID_PASSWORD = re.compile(
    r"(?i)\b(?P<what>pass(?:word|code|phrase)|passwd|pwd|pw|pin(?:\s+code)?|wi-?fi\s+(?:key|code)"
    r"|login|credentials?)\b"
    r"(?:\s+(?:for|to|of|on|at)\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+)?"
    r"[\w'-]+(?:\.[\w'-]+)*(?:\s+[\w'-]+(?:\.[\w'-]+)*)?)?"
    r"\s*(?:is\s+now|was\s+changed\s+to|has\s+been\s+changed\s+to|changed\s+to|set\s+to"
    r"|will\s+be|is|was|=|:|->)\s*"
    r"(?:\"(?P<dq>[^\"]{1,100})\"|'(?P<sq>[^']{1,100})'|“(?P<cq>[^”]{1,100})”|(?P<word>\S{2,100}))"
)
# Words that follow "password is" in prose without being the password.
NOT_A_PASSWORD = frozenset(
    [
        "a",
        "an",
        "the",
        "my",
        "your",
        "his",
        "her",
        "our",
        "their",
        "its",
        "this",
        "that",
        "too",
        "so",
        "very",
        "not",
        "no",
        "still",
        "now",
        "also",
        "always",
        "never",
        "in",
        "on",
        "at",
        "of",
        "for",
        "to",
        "required",
        "optional",
        "needed",
        "mandatory",
        "expired",
        "expiring",
        "incorrect",
        "wrong",
        "correct",
        "right",
        "invalid",
        "valid",
        "weak",
        "strong",
        "long",
        "short",
        "easy",
        "hard",
        "simple",
        "complex",
        "same",
        "different",
        "reset",
        "changed",
        "saved",
        "stored",
        "written",
        "encrypted",
        "hashed",
        "hidden",
        "visible",
        "shown",
        "secret",
        "private",
        "safe",
        "unsafe",
        "secure",
        "insecure",
        "missing",
        "empty",
        "blank",
        "forgotten",
        "lost",
        "known",
        "unknown",
        "case",
        "sensitive",
        "protected",
        "managed",
        "rotated",
        "updated",
        "set",
        "ready",
        "fine",
        "ok",
        "okay",
        "good",
        "bad",
        "new",
        "old",
        "default",
        "temporary",
        "random",
        "generated",
        "unique",
        "shared",
        "what",
        "where",
        "how",
        "why",
        "when",
        "who",
        "which",
        "something",
        "nothing",
        "being",
        "been",
        "getting",
    ]
)
# "password Tr0ub4dor&3" with no verb: only when the next token looks like a password.
BARE_PASSWORD = re.compile(
    r"(?i)\b(?:pass(?:word|code|phrase)|pwd|pw)\s+(?P<s>(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])"
    r"[^\s,;]{6,100})"
)
# Short codes said in prose: "the door code for the office is 4711", "gate code 1984#",
# "CVV 123", "my PIN is 1234", "the OTP is 482913". Only words that make a number a secret lead
# here ("zip code", "error code", "room", "version", "order" never do), and only the code is
# redacted. CODE_LEAD may be followed by the code at once; CODE_NAMED ("the code for the
# front door", lower-case "pin") needs a verb or a colon first ("... is 4711").
CODE_LEAD = (
    r"(?P<card>\b(?:cvv2?|cvc2?)\b|\bcard\s+security\s+code\b)"
    r"|(?P<pin>\b(?-i:PIN)\b(?!-)|\bpin\s+(?:code|number)\b|\bpuk2?(?:\s+code)?\b)"
    r"|(?P<otp>\b(?:(?:verification|one[- ]time|2fa|mfa|two[- ]factor|sms|login|sign[- ]?in"
    r"|auth(?:entication)?|recovery|backup)\s+codes?|t?otp"
    r"|one[- ]time\s+(?:password|passcode|pin))\b)"
    r"|(?P<access>\b(?:(?:front|back|side|main|garage|apartment|house|office|cellar|patio)\s+)?"
    r"(?:door|gate|alarm|garage|keypad|lock|lockbox|key\s?box|key\s?safe|padlock|locker|unlock"
    r"|entry|access|security|intercom|buzzer|disarm|arming)\s+codes?\b|\bpasscode\b"
    r"|\b(?:lock|safe|locker|padlock)\s+combination\b|\bcombination\s+(?:lock\s+)?code\b)"
)
CODE_NOUN = (
    r"door|gate|alarm|garage|safe|lock|padlock|lockbox|key\s?box|house|home|office|building"
    r"|apartment|flat|locker|shed|storage\s+unit|keypad|phone|laptop|ipad|tablet|alarm\s+system"
)
CODE_NAMED = (
    r"(?P<named>\b(?:code|combination)\s+(?:for|to|of|on)\s+"
    r"(?:(?:the|my|our|his|her|their|your|mom's|dad's)\s+)?(?:[\w'-]+\s+){0,2}?"
    rf"(?:{CODE_NOUN})\b)|(?P<lpin>\bpin\b)"
)
CODE_QUALIFIER = (
    r"(?:\s+(?:for|to|of|on|at|in)\s+(?:(?:the|my|our|his|her|their|your|this|that)\s+)?"
    r"[\w'-]+(?:\s+[\w'-]+){0,3}?)"
)
CODE_VERB = (
    r"\s*(?:is\s+(?:now|still)|(?:has\s+been\s+|was\s+)?changed\s+to|set\s+to|will\s+be"
    r"|is|was|are|=|:|->|-|\u2013|\u2014)\s*"
)
CODE_VALUE = (
    r"(?P<code>\d{3} \d{3}|[#*]?\d{1,6}(?:-\d{1,6}){1,5}[#*]?|[#*]?\d{3,12}[#*]?"
    r"|(?=[A-Za-z0-9-]*\d)[A-Za-z0-9]{2,8}(?:-[A-Za-z0-9]{2,8}){0,3})"
    r"(?![\w%$€£#*])(?![.,:/-]\d)"
    # "access code 403 errors": a status code, not a secret.
    r"(?!\s+(?:errors?|responses?|status(?:es)?|pages?)\b)"
)
SAID_CODE = re.compile(
    rf"(?i)(?:{CODE_LEAD}|{CODE_NAMED})(?P<verb>{CODE_QUALIFIER}?{CODE_VERB})?\s*"
    rf"\"?{CODE_VALUE}"
)
CODE_KINDS = {
    "card": "card_cvv",
    "pin": "pin",
    "lpin": "pin",
    "otp": "one_time_code",
    "access": "access_code",
    "named": "access_code",
}
