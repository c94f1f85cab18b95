"""Contacts as CVs write them: e-mail addresses, phone numbers (labelled, international,
Chinese mobile) and profile links."""

from __future__ import annotations

import re

EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
PHONE_LABELLED = re.compile(
    r"(?i:phone|tel|mobile|cell|电话|手机|联系方式)\s*[:：]?\s*|[☎📞✆]\s*"
    r"(?=[+(\d])"
)
PHONE_BODY = re.compile(r"\(?\+?\d{1,3}\)?[\s-]?(?:\d[\s-]?){6,12}\d")
PHONE_INTL = re.compile(r"\(\+\d{1,3}\)\s?(?:\d[\s-]?){6,12}\d|\+\d{1,3}[\s-](?:\d[\s-]?){6,12}\d")
CN_MOBILE = re.compile(r"(?<![\dA-Za-z])1[3-9]\d{9}(?!\d)")
URL = re.compile(r"https?://[^\s<>()\"'，。]+|(?<![\w@.])(?:www\.)?(?:github\.com|gitlab\.com|"
                 r"linkedin\.com|scholar\.google\.com)/[^\s<>()\"'，。]+")  # fmt: skip
# anything that looks like a phone number, for redacting text shown to others
PHONE_LIKE = re.compile(r"(?:\(?\+\d{1,3}\)?[\s-]?)?(?:\d[\s-]?){7,13}\d")

# words people add to an e-mail or profile handle after their name (jane.roe.ml, k.nowak.sre,
# d.okafor.embedded): what they do, not who they are
HANDLE_TAGS = frozenset(
    "ml ai dl cv nlp dev devs eng sre pm ds de da hw fw qa ops devops it se swe sde data infra "
    "embedded backend frontend fullstack design ux ui tech code coder work job jobs career cv "
    "resume official pro hr mail contact research phd dr me growth marketing analytics analyst "
    "finance fin product sales bi quant qe test sec security cloud web mobile ios android fpga "
    "asic hardware robotics pmp mba ic soc dv eda rtl chip verif gpu hpc "
    "cma cpa cfa acca aca frm cia cisa "  # credentials: "athorsrud.cma"
    # other trades ("xiao.yuchen.arch", "m.okafor.law")
    "arch archi architect law legal esq md rn med pharm bio stats biostat chem edu teach "
    "artist illo illustration photo film music audio sound trans translate translator xlat l10n "
    "hrbp pilot edits edit video vfx motion 3d 2d cg art anim animation games gamedev "
    "aviation retail buyer logistics net network networking netops "
    # engineering and business trades ("hamza.siddiqui.rams", "l.chen.gis")
    "rams rail safety reliability mech elec civil struct geo gis scm procurement tax audit "
    "risk".split()
)
# a country code after a full name ("ravi.subramanian.sg"): a tag, once two words are left
HANDLE_COUNTRY_TAGS = frozenset(
    "sg uk us usa de fr nl se dk fi ch au nz ca hk tw jp kr in cn br mx es it pl ie my th vn "
    "id ph ae".split()
)
