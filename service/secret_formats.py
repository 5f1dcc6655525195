"""Secrets recognised by their own shape (a provider's prefix, length and alphabet, a PEM block,
a JWT, a URL with a password): data for the privacy guard. `service.secret_patterns` adds the
rules for credentials named in prose and puts both in one table; `service.privacy` runs it."""

from __future__ import annotations

import re

# Tokens of developer platforms that carry their own prefix: the prefix, the length and the
# alphabet of the published format, so no ordinary word, hash or id can match. The body's
# lengths allow a little slack where a provider's format has varied.
END = r"(?![A-Za-z0-9_-])"
HEX = "[a-fA-F0-9]"
PLATFORM_TOKENS: list[tuple[str, re.Pattern[str]]] = [
    (kind, re.compile(r"(?<![A-Za-z0-9_-])(?:" + body + ")" + END))
    for kind, body in [
        ("huggingface_token", r"hf_[A-Za-z0-9]{30,40}|api_org_[A-Za-z0-9]{30,40}"),
        # Alibaba Cloud's AccessKey ID, which its secret is always beside (held-out probe 38)
        ("alibaba_access_key", r"LTAI[A-Za-z0-9]{12,30}"),
        (
            "gitlab_token",
            r"gl(?:pat|dt|rt|ft|soat|ptt|imt|oas|agent|ffct)-[A-Za-z0-9_-]{20,}"
            r"(?:\.[A-Za-z0-9]{2,}){0,2}|glcbt-[A-Za-z0-9]{1,5}_[A-Za-z0-9_-]{20,}",
        ),
        # (64 hex digits as issued; a few more or fewer as pasted: the prefix says what it is)
        ("digitalocean_token", rf"do[opr]_v1_{HEX}{{56,72}}"),
        ("databricks_token", rf"dapi{HEX}{{32}}(?:-\d)?"),
        ("shopify_token", rf"shp(?:at|ca|pa|ss)_{HEX}{{32}}"),
        ("atlassian_token", r"AT[AC]TT3[A-Za-z0-9_=-]{40,}"),
        ("linear_key", r"lin_(?:api|oauth)_[A-Za-z0-9]{40,64}"),
        # (Notion's ntn_ tokens are 46 letters and digits after the prefix, in no fixed order:
        # probe 32's started "ntn_vug0Bp3", not with 11 digits)
        ("notion_token", r"ntn_[A-Za-z0-9]{40,50}|secret_[A-Za-z0-9]{43}"),
        # a DeepL free-plan key: a UUID with ":fx", which no object id carries
        ("deepl_key", rf"{HEX}{{8}}-{HEX}{{4}}-{HEX}{{4}}-{HEX}{{4}}-{HEX}{{12}}:fx"),
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
        # (bech32's alphabet, but a key copied with a typo is still the key: the prefix says it)
        ("age_secret_key", r"AGE-SECRET-KEY-1[A-Z0-9]{50,70}"),
        ("tavily_key", r"tvly-(?:dev-|prod-)?[A-Za-z0-9]{30,}"),
        # an in-house key marked secret the way Stripe and ElevenLabs mark theirs ("acg_sk_...",
        # "sk_prod_..."): a random body, two digits or more and no run of eight letters
        (
            "api_token",
            r"(?:[a-z][a-z0-9]{1,9}_)?sk_(?:(?:live|prod|test|dev)_)?"
            r"(?=(?:[A-Za-z]*\d){2})(?![A-Za-z0-9]*[A-Za-z]{9})[A-Za-z0-9]{24,128}",
        ),
        (
            "google_oauth",
            r"GOCSPX-[A-Za-z0-9_-]{28}|ya29\.[A-Za-z0-9_-]{30,}|1//0[A-Za-z0-9_-]{40,}",
        ),
        ("facebook_token", r"EAA[A-Za-z0-9]{100,}"),
        ("pinecone_key", r"pcsk_[A-Za-z0-9_]{40,}"),
        ("netlify_token", r"nfp_[A-Za-z0-9]{36,40}"),
        ("stripe_key", r"whsec_[A-Za-z0-9]{24,}"),
        ("firebase_key", r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}"),
        # a Bitcoin private key in wallet import format (uncompressed: 51 base58 characters)
        ("private_key", r"5[HJK][1-9A-HJ-NP-Za-km-z]{49}"),
        # ... and compressed (52 characters after K or L)
        ("private_key", r"[KL][1-9A-HJ-NP-Za-km-z]{51}"),
        ("vault_token", r"hv[sb]\.[A-Za-z0-9_-]{90,}"),
        ("docker_hub_token", r"dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,}"),
        ("supabase_key", rf"sbp_{HEX}{{40}}|sb_secret_[A-Za-z0-9_-]{{20,}}"),
        ("terraform_token", r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}"),
        ("flyio_token", r"fo1_[A-Za-z0-9_-]{43}|fm[12][ar]?_[A-Za-z0-9+/]{100,}={0,3}"),
        ("onepassword_token", r"ops_eyJ[A-Za-z0-9+/]{250,}={0,3}"),
        ("airtable_token", rf"pat[A-Za-z0-9]{{14}}\.{HEX}{{64}}"),
        ("planetscale_token", r"pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_=.-]{32,64}"),
        ("brevo_key", rf"xkeysib-{HEX}{{64}}-[A-Za-z0-9]{{16}}"),
        ("figma_token", r"fig[dou]_[A-Za-z0-9_-]{30,60}"),
        ("mercadopago_token", rf"APP_USR-\d{{10,20}}-\d{{4,8}}-{HEX}{{32}}-\d{{6,12}}"),
        # (a random body: two digits or more and no run of eight lower-case letters, so never
        # an identifier such as live_classroomAttendanceDashboardv3)
        ("mollie_key", r"live_(?=(?:[A-Za-z]*\d){2})(?![A-Za-z0-9]*[a-z]{8})[A-Za-z0-9]{30}"),
        ("yandex_key", r"AQVN[A-Za-z0-9_-]{35,40}|y[0-3]_[A-Za-z0-9_-]{55,}"),
        # a Nostr secret key (bech32; the "npub1" public key is left alone)
        ("private_key", r"nsec1[02-9ac-hj-np-z]{58}"),
        # Mapbox's secret tokens ("pk." ones are public by design)
        ("mapbox_token", r"sk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}"),
        ("braintree_token", rf"access_token\$(?:production|sandbox)\$[a-z0-9]{{16}}\${HEX}{{32}}"),
        ("elevenlabs_key", rf"sk_{HEX}{{48}}"),
        # (privacy probe s180: Cerebras, Voyage, Jina, Anyscale, PostHog's personal key,
        # Octopus Deploy, JFrog's reference token, LaunchDarkly's server SDK key, an Asana PAT,
        # a Convex deploy key; each body random: a digit and both cases where the format has them)
        ("cerebras_key", r"csk-(?=[a-zA-Z]*\d)[A-Za-z0-9]{40,64}"),
        (
            "voyage_key",
            r"pa-(?=[\w-]{0,60}\d)(?=[\w-]{0,60}[a-z])(?=[\w-]{0,60}[A-Z])[A-Za-z0-9_-]{40,50}",
        ),
        ("jina_key", rf"jina_{HEX}{{32}}[A-Za-z0-9_-]{{20,40}}"),
        ("anyscale_key", r"esecret_(?=[a-zA-Z]*\d)[A-Za-z0-9]{25,40}"),
        ("posthog_key", r"phx_(?=[a-zA-Z]*\d)[A-Za-z0-9]{40,50}"),
        ("octopus_key", r"API-(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{25,32}"),
        ("jfrog_token", r"cmVmdGtuOjAxOj[A-Za-z0-9]{40,}"),
        ("launchdarkly_key", rf"sdk-{HEX}{{8}}-{HEX}{{4}}-{HEX}{{4}}-{HEX}{{4}}-{HEX}{{12}}"),
        ("asana_token", rf"[12]/\d{{13,19}}(?:/\d{{13,19}})?:{HEX}{{32}}"),
        ("convex_key", r"(?:prod|dev|preview):[a-z]+-[a-z]+-\d{2,4}\|[A-Za-z0-9=]{40,}"),
    ]
]

FORMAT_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
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
    # A Windows account's NT hash as pwdump and secretsdump print it (user:RID:LM:NT:::):
    # unlike a salted crypt hash it logs in as it is (pass-the-hash), so it is the password
    (
        "password_hash",
        re.compile(r"(?<!\S)[^\s:]{1,64}:\d{1,10}:[a-fA-F0-9]{32}:(?P<s>[a-fA-F0-9]{32}):::"),
    ),
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
            r"(?i)\bheroku[\w .-]{0,30}?(?:key|token|secret)\b[\"']?"
            # ("HEROKU_API_KEY for the deploy script is ...")
            r"(?:\s+(?:for|of|in|on)\s+[\w .'-]{1,30}?)?\s*(?:is|was|=|:|->)?\s*[\"']?"
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
        re.compile(r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[\w-]{30,}"),
    ),
    # A secret named as one and given as a long random value: hex ("production secret
    # ada870cc...", Plaid) or base58 ("base58 secret): CFYrkz...", a Solana keypair).
    (
        "api_token",
        re.compile(
            # (not "not secret" / "non-secret", and on the same line: a hash on the next line
            # is something else; the blanks bounded: "secret" then 4,000 spaces took 0.8 s)
            r"(?i)(?<!not\s)(?<!not\sa\s)(?<!non-)(?<!public\s)\bsecret(?:[ _-]?key)?\b"
            r"(?:[ \t]{0,16}\((?![^)\n]{0,30}\b(?:public|hash|fingerprint|id|commit)\b)"
            r"[^)\n]{0,30}\))?"
            r"[)\]]?(?:[ \t]{1,16}from\s+the\s+[\w .-]{1,30}?)?"
            r"[ \t]{0,16}(?:is|was|=|:|->)?[ \t]{0,16}[\"'`]?"
            r"(?P<s>(?-i:[a-f0-9]{30,128}|(?=[1-9A-HJ-NP-Za-km-z]{0,99}\d)[1-9A-HJ-NP-Za-km-z]{40,100}))"
            r"(?![\w-])"
        ),
    ),
    # Rails' master key, named by its file ("config/master.key ... contained 20bba66b...",
    # held-out probe 41): 32 hex digits decrypt every credential of the app
    (
        "api_token",
        re.compile(
            r"(?i)\bmaster\.key\b[^\n]{0,60}?(?<![A-Fa-f0-9])(?P<s>(?-i:[a-f0-9]{32}))(?![A-Fa-f0-9])"
        ),
    ),
    # A vendor's key by its form alone: a short lower-case prefix, a mode ("live", "test",
    # "sk") and 24 or more random letters and digits ("tlm_live_4f9a2c7e81b3...", privacy probe
    # 224). Never without the mode, nor a longer prefix, nor "prod", "api" or "key" for a mode:
    # an object's, a resource's or a request's id reads the same ("resp_68af...",
    # "frontend_prod_3c8f...", "cache_key_5f4d..."), nor Stripe's "cus_", nor a publishable key.
    (
        "api_token",
        re.compile(
            r"(?<![\w./:@-])(?!(?:cus|ch|pi|pm|in|ii|prod|price|sub|si|evt|txn|acct|ord|order|py|re"
            r"|src|seti|po|tr|ba|card|file|link|plan|cs|pk|ic|sku|req|inv|id|uuid|user|test|sha\d*"
            r"|md5|img|build|job|doc|msg|chat|thread|asst|batch|ft|run|step|vs|call)_)"
            r"(?P<s>[a-z][a-z0-9]{1,5}_(?:live|test|sk|secret|pat|tok)_"
            r"(?=(?:[A-Za-z]*\d){4})(?=(?:\d*[A-Za-z]){6})[A-Za-z0-9]{24,100})(?![\w-]|\.\w)"
        ),
    ),
    # LinkedIn's session cookie
    ("session_cookie", re.compile(r"\bli_at=(?P<s>[A-Za-z0-9%_-]{40,})")),
    # a presigned URL's signature grants the access it was signed for, to whoever holds it
    ("aws_presigned_url", re.compile(r"[?&]X-Amz-Signature=(?P<s>[0-9a-f]{64})")),
    # ... and so does Google Cloud Storage's (V4: hex, 64 for HMAC keys, 512 for RSA), and
    # the older form of GCS, S3 and CloudFront signed URLs ("...&Signature=vjbyPx...%3D")
    ("signed_url", re.compile(r"[?&]X-Goog-Signature=(?P<s>[0-9a-f]{64,1024})")),
    # (only in a URL that also says when it expires or who signed it: "?Signature=" alone may
    # be any setting; "&amp;" and "%26" separators too)
    (
        "signed_url",
        re.compile(
            r"\?(?=[^\s\"'<>]{0,2000}?(?:Expires|Key-Pair-Id|GoogleAccessId|AWSAccessKeyId)(?:=|%3D))"
            r"[^\s\"'<>]{0,2000}?(?:[?&]|&amp;|%26|\\u0026)Signature(?:=|%3D)"
            r"(?P<s>[A-Za-z0-9%+/=_~-]{20,})"
        ),
    ),
    # A Microsoft product key: five groups of five from its 24-character alphabet (no vowels
    # but Y, no 0, 1 or 5), a shape nothing else takes.
    (
        "license_key",
        re.compile(
            r"(?<![A-Za-z0-9-])(?P<s>(?=[A-Z-]{0,28}\d)(?=[\d-]{0,28}[A-Z])"
            r"[BCDFGHJKMNPQRTVWXY2346789]{5}(?:-[BCDFGHJKMNPQRTVWXY2346789]{5}){4})"
            r"(?![A-Za-z0-9-])"
        ),
    ),
    # Other license keys and gift-card codes, when named as such: groups of capitals and
    # digits ("license key: 7F3A2-9B8C1-E4D5F", "Google Play code 76CY YP9X 2LTD") or one run
    # of 12-25 ("Apple gift card code: XDBUFJSOH18M1FMD"). A promo code is public, and a
    # device's serial number is printed on its box: only a software serial of four groups or
    # more ("Acrobat serial number: 8840-0744-4181-7745") counts.
    (
        "license_key",
        re.compile(
            r"(?i:\b(?:licen[cs]e|activation|registration|cd|steam|xbox|psn|playstation"
            r"|nintendo|eshop|game|windows|office|software|product)(?:\s+(?:19|20)\d\d)?[\s-]+keys?"
            r"|\b(?:licen[cs]e|activation|registration|authori[sz]ation|unlock|steam|xbox|psn"
            r"|playstation|nintendo"
            r"|eshop)[\s-]+codes?"
            r"|\bgift[\s-]*card|\b(?:google\s+play|itunes|app\s+store|claim|redemption|voucher"
            r"|redeem)\s+code|\bgutschein\w*|\blizenz(?:schl\u00fcssel|code)|\bproduktschl\u00fcssel"
            r"|eshop-karte"
            r"|\bcarte[\s-]+cadeau|\bcode\s+cadeau|\bcl\u00e9\s+(?:de\s+)?(?:licence|produit)"
            r"|\btarjeta\s+(?:de\s+)?regalo|\bc\u00f3digo\s+de\s+regalo|\bclave\s+de\s+"
            r"(?:licencia|producto))"
            # (what it is for, then a verb or a colon: "Steam key for Hades II: ...", "gift card
            # claim code ...", never a free gap: "gift card on an RTX 4070 SUPER")
            r"(?:\s+(?:claim|redemption|pin|code|number))?"
            r"(?:(?:\s+(?:for|from|of|f\u00fcr|de|der|von)\s+[\w'&.-]+(?:\s+[\w'&.-]+){0,5}?"
            r"|(?:\s+[a-z][\w'-]*){1,4}?)"  # ("... code he scratched off: ...")
            r"\s*(?:\b(?:is|was|lautet|ist|est|es)\b|:|=|->)"
            r"|(?:\s*(?:\b(?:is|was|lautet|ist|est|es)\b|:|=|->))?)\s*[\"'`\u00ab]?\s*"
            # (never a group that reads as a word: "BLACK-FRIDAY-2024", "DEVCON-2024-EARLY")
            r"(?!(?:[A-Z0-9]+[- ])*(?=[A-Z]{5,}(?![A-Z0-9]))"
            r"[B-DF-HJ-NP-TV-Z]*[AEIOU][B-DF-HJ-NP-TV-Z]*[AEIOU])"
            r"(?P<s>(?=[A-Z0-9 -]{0,40}\d)(?=[\d -]{0,40}[A-Z])"
            r"(?:[A-Z0-9]{3,8}(?:-[A-Z0-9]{3,8}){2,7}|[A-Z0-9]{3,8}(?: [A-Z0-9]{3,8}){3,7}"
            r"|[A-Z0-9]{12,25}))"
            r"(?![\w-])"
        ),
    ),
    (
        "license_key",
        re.compile(
            r"(?i:\b(?:licen[cs]e|product|activation|software|serial|game|steam|cd)[\s_-]+key"
            r"|\b(?:pro\s+)?licen[cs]e(?=[^\n:=]{0,40}:)"
            r"|\b(?:software|activation|serial)\s+(?:number|no\.?)"
            r"|\b(?:lizenz|produkt)schl\u00fcssel|\bcl\u00e9\s+(?:de\s+)?(?:licence|produit)"
            r"|\bclave\s+de\s+(?:licencia|producto)|\bchiave\s+di\s+licenza)[\"']?"
            r"(?![^\n:=]{0,60}?\b(?i:order|sku|bestellnummer|invoice|serial\s+number\s+of|not\s+the"
            r"|id|ref|reference|ticket|case|request|host|tag|batch|bundle|tenant|part|version|build"
            r"|audit|contract|receipt|hours|phone|extension|tiers?|binding|mapping|art|holder|team"
            r"|seat|terms|compliance|server|dept|stickers?|giveaway|raffle|preset|printed)\b)"
            r"[^\n:=]{0,60}?(?:\b(?:is|was)\b|:|=|->)?\s*[\"'`]?"
            r"(?P<s>[A-Z0-9]{4,8}(?:-[A-Z0-9]{4,8}){3,7})(?![\w-])"
        ),
    ),
    (
        "teams_webhook",
        re.compile(r"/IncomingWebhook/(?P<s>[0-9a-f]{32}/[0-9a-f-]{36})", re.IGNORECASE),
    ),
    (
        # WireGuard's own key lines (the PublicKey lines are public)
        "private_key",
        re.compile(r"\b(?:PrivateKey|PresharedKey)\s*=\s*(?P<s>[A-Za-z0-9+/]{42,43}=)"),
    ),
    (
        # Rails' config/master.key, which decrypts credentials.yml.enc
        "rails_master_key",
        re.compile(
            r"(?:master\.key|RAILS_MASTER_KEY)(?:\s+(?:contents|holds|contains))?"
            # (the app it is for: "master.key for the shop app is ...")
            r"(?:\s+(?:for|of)\s+(?:the\s+|our\s+|my\s+)?[\w.-]{1,30}(?:\s+[\w.-]{1,30}){0,2}?)?"
            r"\s*(?:[:=]|is|was)?\s*[\"']?"
            r"(?P<s>[0-9a-f]{32})\b"
        ),
    ),
    (
        # the user may be empty: redis://:SECRET@cache:6379
        "connection_string",
        re.compile(r"\b[a-z][a-z0-9+.-]{1,20}://[^\s:/@]*:(?P<s>[^\s@/]+)@[^\s/]+"),
    ),
    # Webhook URLs whose path is the key: Mattermost's and Rocket.Chat's /hooks/<id>, IFTTT's
    # maker key (anyone holding them can post or fire the trigger)
    (  # (Mattermost's ids are 26 characters with digits; docs pages are words)
        "webhook_url",
        re.compile(
            r"https?://[\w.-]+(?::\d+)?(?:/[\w.-]+)?/hooks/"
            r"(?P<s>(?=(?:[a-z]*\d){3})[a-z0-9]{26})(?![\w-])"
        ),
    ),
    (
        "webhook_url",
        re.compile(r"maker\.ifttt\.com/trigger/[\w-]+/(?:json/)?with/key/(?P<s>[\w-]{16,})"),
    ),
    (
        # a PostgreSQL password file's line: host:port:database:user:password
        "password",
        re.compile(
            # (PostgreSQL's ports, the whole line or after "pgpass"; the password has a lower
            # case letter: no "CHANGE_ME", no "$PGPASSWORD")
            r"(?im)(?:^[ \t]*|pgpass\b[^\n]{0,20}?\s)(?:[\w-]+(?:\.[\w-]+)+|localhost|\*)"
            r":(?:5432|5433|6432|\*):(?:[\w.-]+|\*):[\w.@-]+:"
            r"(?P<s>(?=\S*[a-z])(?=\S*[\d\W_A-Z])[^\s:*]\S{5,})$"
        ),
    ),
    (
        # a key pair or seed written as a JSON array of its 64 bytes (Solana's id.json)
        "private_key",
        re.compile(
            # (nor a line about a public key or a test vector)
            r"(?im)^(?![^\n]*\b(?:public\s+key|test\s+vector|example|dummy)\b)[^\n]*?"
            r"\b(?:keypair|key\s+pair|secret\s*key|private\s*key|id\.json)\b"
            # (not timings, sizes or a public key's bytes: "Key pair generation timings: [...]")
            r"(?:(?!public|timing|size|usage|day|rotation|test|example|dummy|benchmark|return"
            r"|vector)[^\n\[]){0,60}"
            # (a key is 32 or 64 bytes)
            r"\[(?P<s>(?:\s*\d{1,3}\s*,){31}(?:(?:\s*\d{1,3}\s*,){32})?\s*\d{1,3})\s*\]"
        ),
    ),
    (
        # Steam Guard's maFile secrets, and a signing key's seed given in hex
        "totp_seed",
        re.compile(
            r"\b(?:shared|identity)_secret\b[^\n:=]{0,40}[:=\s]\s*[\"']?"
            # (Steam's are 20 bytes in base64: 27 characters and "=")
            r"(?P<s>(?=[A-Za-z+/]{0,26}\d)[A-Za-z0-9+/]{27}=)(?![\w+/=])"
        ),
    ),
    (
        "private_key",
        re.compile(
            r"(?i)\b(?:(?:signing|ed25519|private|secret|hotp|totp|otp)\s+seed"
            r"|(?:hotp|totp|otp)\s+secret)\b"
            # (not its hash, a fingerprint, a transaction or a seed round's commit)
            r"(?:(?!hash|sha|txid|fingerprint|public|commit|vector|round|investor|ticket|test)"
            r"[^\n]){0,60}?(?<![\w])"
            r"(?P<s>[0-9a-f]{64}|[0-9a-f]{40})(?![0-9a-z])"
        ),
    ),
    (
        # a license block as shops send it ("----- BEGIN LICENSE ----- ... END LICENSE")
        "license_key",
        re.compile(
            r"[-\u2013\u2014]{2,}\s*BEGIN LICENSE\s*[-\u2013\u2014]{2,}"
            # (a body with the key's hex groups, not a licence's text between the markers)
            r"(?P<s>(?=[\s\S]{0,1000}?(?:[0-9A-F]{8}[ \t]+){3}[0-9A-F]{8})[\s\S]{8,2000}?)"
            r"[-\u2013\u2014]{2,}\s*END LICENSE"
        ),
    ),
    (
        # a long activation code (JetBrains' is a few hundred characters with dashes)
        "license_key",
        re.compile(
            r"(?i)\bactivation\s+code\b[^\n:=]{0,60}?(?:[:=]\s*|\s+)"
            # (many digits: not a URL or a class name spelled with dashes)
            r"(?P<s>(?-i:(?=[\w+/=-]{0,999}[a-z])(?=[\w+/=-]{0,999}[A-Z])"
            r"(?=(?:[A-Za-z_+/=-]{0,200}\d){8})[\w+/=-]{60,1000}))"
        ),
    ),
]
