"""Section names: the headings a CV's sections go by, in English and Chinese.

Keys are section kinds (`ingest.metadata.SectionKind` values); the headings are matched
whole (case-insensitive) by `ingest.sections.section_heading`."""

from __future__ import annotations

SECTION_KEYWORDS: list[tuple[str, tuple[str, ...]]] = [
    ("profile", ("profile", "summary", "about me", "personal statement", "objective",
                 "research interests", "research interest", "个人简介", "自我评价", "个人总结",
                 "研究方向", "研究兴趣", "求职意向", "个人信息", "基本信息", "自我介绍",
                 "自我描述", "个人概述",
                 # a basic-information table's labels after "现任 …": the career's, no job's
                 "工作年限", "从业年限", "参加工作时间", "参加工作年份", "工龄")),
    ("education", ("educational background", "academic background", "education", "studies",
                   "教育背景", "教育经历", "学习经历", "学历", "教育", "求学经历", "求学背景",
                   "学业经历")),
    ("experience", ("professional experience", "work experience", "working experience",
                    "employment history", "work history", "internship experience",
                    "research experience", "industry experience", "industrial experience",
                    "professional history", "career history", "work", "jobs", "career",
                    "experience", "employment", "internships", "internship",
                    "positions", "academic positions", "research positions", "positions held",
                    "appointments", "academic appointments", "professional appointments",
                    "current position", "current role", "current appointment",
                    # a CV in two parts: "Current" then "Previous" (or "Earlier")
                    "current", "currently", "previous", "previously", "previous roles",
                    "earlier roles", "earlier",
                    "where i've worked", "where i have worked", "practice & experience",
                    "practice and experience", "professional practice",
                    "工作经历", "职业经历", "实习经历", "工作经验", "实习/项目经历",
                    "实习与工作经历", "工作与实习经历", "工作及实习经历", "实习及工作经历",
                    "employment record", "work record", "industry positions",
                    "consulting experience", "professional career",
                    "项目/实习经历", "工作/实习经历", "实习与项目经历", "个人经历", "履历",
                    "经历", "科研/横向经历", "科研经历", "研究经历", "任职经历",
                    "现职", "现任职务", "当前职位", "目前职位", "现任", "创业经历", "创业经验",
                    "entrepreneurial experience", "founder experience",
                    # a clinician's or a trade's placements ("Clinical Experience", "临床实习")
                    "clinical experience", "clinical placements", "clinical rotations",
                    "clinical practice", "placements", "placement experience",
                    "临床实习", "临床经历", "临床实习经历")),
    ("projects", ("selected projects", "project experience", "personal projects", "projects",
                  "key projects", "project highlights", "notable projects",
                  "项目经历", "项目经验", "校内项目", "项目亮点", "重点项目", "代表项目",
                  "主要项目", "项目",
                  # a recruiter's, a banker's or a lawyer's work for clients
                  "mandates", "key mandates", "representative transactions",
                  "transaction experience", "deal experience", "selected deals",
                  "representative matters", "key clients", "代表案例", "典型案例")),
    ("publications", ("selected publications", "selected papers", "refereed publications",
                      "peer-reviewed publications", "conference papers", "journal papers",
                      "发表", "发表文章", "出版物",
                      "publications", "papers", "preprints", "论文发表总览",
                      "论文发表", "学术论文", "发表论文", "论文", "学术成果", "科研成果",
                      "研究成果", "代表性论文", "代表论文", "论文成果", "research output",
                      "论文与交流", "论文及交流", "科研与论文", "科研及论文", "论文与科研",
                      "科研论文", "论文与演讲", "论文与专利", "论文及专利",
                      "论文与学术活动", "论文及学术活动", "论文与学术交流", "论文与会议",
                      "论文与报告", "学术活动与论文",
                      "publications & talks", "publications and talks", "papers & talks",
                      "学术与审稿", "学术", "学术经历", "论文与审稿", "论文及审稿",
                      "publications & service",
                      "publications and service", "publications & reviewing")),
    ("patents", ("patents", "专利发表", "专利")),
    ("skills", ("technical skills", "skills & tools", "skills", "技术栈", "专业技能", "技术能力",
                "技能证书", "技能与证书", "技能及证书",
                "技能特长", "技能", "tools & software", "software & tools")),
    ("awards", ("honors and scholarships", "honors and awards", "honors & awards", "awards",
                "honors", "honours", "recognition", "recognitions", "distinctions",
                "achievements", "获奖经历", "获奖情况", "荣誉奖项", "获奖", "荣誉",
                "荣誉奖励", "奖励荣誉", "获奖荣誉", "荣誉称号", "所获荣誉", "荣誉与奖励",
                "奖惩情况",
                # contests entered: a trade's competitions ("World Chocolate Masters") too
                "competitions", "awards & competitions", "awards and competitions",
                "competitions & awards", "竞赛经历", "竞赛获奖", "学科竞赛", "比赛经历",
                # credentials: not places of work either
                "licenses & certifications", "licenses and certifications", "certifications",
                "licences & certifications", "licences and certifications", "licences",
                "licenses", "licensure", "professional licences", "professional licenses",
                "certificates", "资格证书", "证书",
                # talks given: a school or company named is the audience, not a place of work
                "talks", "invited talks", "talks & presentations", "presentations", "speaking",
                "演讲", "讲座")),
    ("teaching", ("teaching activities", "teaching experience", "teaching", "教学经历",
                  "助教经历")),
    ("service", ("academic services", "academic service", "professional service",
                 "professional activities", "service", "reviewing", "学术服务", "学术兼职",
                 "审稿经历", "审稿")),
    ("activities", ("other experience", "extracurricular activities", "activities",
                    "leadership", "volunteer", "学生工作", "其他经历", "社会实践", "课外活动",
                    "volunteering", "volunteer experience", "校园与志愿", "校园经历", "校园活动",
                    "志愿经历", "志愿者经历", "志愿服务", "志愿活动",
                    # contributions to projects others own: no employer, however long
                    "open source contributions", "open-source contributions",
                    "open source", "open-source", "开源贡献", "开源社区")),

    ("languages", ("languages", "language skills", "language", "语言能力", "语言技能", "外语能力",
                   "语言", "外语")),
    ("other", ("miscellaneous", "misc", "interests", "hobbies", "others", "other", "兴趣爱好",
               "extras", "additional information", "additional",
               # a body one belongs to is no employer: "Memberships", "Professional affiliations"
               "memberships", "professional memberships", "affiliations",
               "professional affiliations", "协会会员",
               "其他", "其它",
               # writing: what a person wrote (no workplace, and no publication list either)
               "blog posts", "blog", "technical blog", "articles", "technical articles",
               "技术博客", "博客", "技术文章")),
]  # fmt: skip

ENTRY_SECTIONS = {"education", "experience", "projects", "activities", "teaching"}

# profile headings whose words on the same line say what the owner seeks or studies, never
# who they are ("求职意向：信用研究 / 固定收益投研": no name, though 信 is a surname)
NO_NAME_AFTER = ("objective", "research interests", "research interest", "求职意向", "研究方向",
                 "研究兴趣")  # fmt: skip
# headings only after another one they are joined to ("论文与技术分享", "Education & Training"):
# the section is the first one's
JOINED_ONLY = (
    "invited talks",
    "talks",
    "技术分享",
    "演讲",
    "分享",
    "training",
    "培训",
    "社区",
    "开源",
    "community",
    "open source",
    "outreach",
)
