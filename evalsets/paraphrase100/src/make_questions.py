"""Writes ../questions.yaml from the data below (evidence repeated above each of an intent's 4 phrasings)."""
from pathlib import Path

JX, YX, GZ, TS, TK, JY, MJ, KS = "JX YX GZ TS TK JY MJ KS".split()
F = {
    JX: "jiahui_xiang_cv.pdf", YX: "yan_xiaodong_pcb.pdf", GZ: "龚志鹏_射频工程师.docx",
    TS: "thanakorn_siriwat.pdf", TK: "tamas_kertesz.md", JY: "蒋雨萌_税务简历.txt",
    KS: "kartik_shenoy.resume.json",
}
MJ_EN, MJ_ZH = "Min_Jiayi_CV_2025.docx", "IMG_20261119_闵嘉怡简历.jpg"
LANG = {"jiahui_xiang_cv.pdf": "en", "yan_xiaodong_pcb.pdf": "zh", "龚志鹏_射频工程师.docx": "zh",
        "thanakorn_siriwat.pdf": "en", "tamas_kertesz.md": "en", "蒋雨萌_税务简历.txt": "zh",
        "kartik_shenoy.resume.json": "en", MJ_EN: "en", MJ_ZH: "zh"}

# intent: (name, tags, gold, plus[(key,file,quote)], minus[(file,quote)], [(lang, q), x4])
I = []
I.append(("i01-lenovo", ["employer"], [YX, GZ, KS],
  [(YX, F[YX], "联想（北京）有限公司 深圳研发中心"), (YX, F[YX], "PCB Layout 工程师"),
   (GZ, F[GZ], "摩托罗拉（北京）移动技术有限公司"), (GZ, F[GZ], "LTE 手机射频校准与认证"),
   (KS, F[KS], "Lenovo Research (AI Lab)"), (KS, F[KS], "Research Intern, speech")],
  [(F[JY], "服务客户包括联想集团下属子公司及两家汽车零部件企业")],
  [("en", "Which candidates have worked at Lenovo, including subsidiaries such as Motorola Mobility? Internships count."),
   ("en", "anyone ex-lenovo or ex-moto? lenovo owns moto so that counts too"),
   ("zh", "请列出曾在联想集团（含摩托罗拉移动等子公司）任职或实习过的候选人"),
   ("zh", "谁在做ThinkPad那家待过 摩托罗拉手机也算")]))
I.append(("i02-edinburgh", ["school"], [JX, TK],
  [(JX, F[JX], "University of Edinburgh"), (JX, F[JX], "PhD in Informatics, Centre for Speech Technology Research (CSTR)"),
   (TK, F[TK], "MSc Informatics, University of Edinburgh — 2015–2016")],
  [(F[TS], "BSc (Hons) Business Management, Heriot-Watt University, Edinburgh, UK")],
  [("en", "Which candidates studied at the University of Edinburgh?"),
   ("en", "any UoE alumni here? edinburgh uni i mean, not just someone who lived in edinburgh"),
   ("zh", "哪些候选人曾就读于爱丁堡大学？"),
   ("zh", "有爱大出来的吗")]))
I.append(("i03-masters", ["degree"], [TK, MJ, JY, TS],
  [(TK, F[TK], "MSc Informatics, University of Edinburgh"),
   (MJ, MJ_EN, "Master of Finance (MF), Sep 2024 – Jun 2026 (expected)"), (MJ, MJ_ZH, "复旦大学 管理学院 金融硕士"),
   (JY, F[JY], "上海财经大学  会计硕士（MPAcc，非全日制）  2024年9月 - 至今（在读，预计2027年6月毕业）"),
   (TS, F[TS], "MBA (part-time), NUS Business School, National University of Singapore")],
  [(F[KS], "Master of Science (not completed; withdrew after 4 courses)"),
   (F[JX], "PhD in Informatics, Centre for Speech Technology Research (CSTR)")],
  [("en", "Which candidates hold a master's degree or are currently studying for one? Professional master's such as an MBA count."),
   ("en", "who's got a masters or is doing one rn? mba / mpacc type postgrad degrees fine"),
   ("zh", "请找出已获得或正在攻读硕士学位的候选人（MBA、MPAcc 等专业硕士也算）"),
   ("zh", "有硕士学位的吗 在读的也算 MBA也行")]))
I.append(("i04-kubernetes", ["skill"], [TK, KS],
  [(TK, F[TK], "Packaged the proxy's control services as containers and ran them on our Kubernetes clusters in 30+ data centres"),
   (KS, F[KS], "Moved all services from a single VM to Amazon EKS (Kubernetes) with Argo CD"),
   (KS, F[KS], "Ran model-serving pods on Kubernetes (GKE)")],
  [(F[JX], "Also familiar with: Kubernetes, Terraform, Go (personal projects only)")],
  [("en", "Which candidates have used Kubernetes in a job, not just listed it as a skill?"),
   ("en", "who's actually run k8s at work"),
   ("zh", "哪些候选人在工作中实际使用过 Kubernetes？只写在技能栏里的不算"),
   ("zh", "有在工作里搞过容器编排的吗 k8s那种")]))
I.append(("i05-icassp", ["topic"], [JX, KS],
  [(JX, F[JX], "in Proc. ICASSP 2023, Rhodes, Greece."),
   (KS, F[KS], "ICASSP 2019 (IEEE International Conference on Acoustics, Speech and Signal Processing), Brighton")],
  [(F[TK], "Student volunteer at ICASSP 2019 in Brighton (registration desk)")],
  [("en", "Which candidates have published a paper at ICASSP?"),
   ("en", "anyone with a paper at the IEEE acoustics, speech & signal processing conference"),
   ("zh", "哪些候选人在 ICASSP 会议上发表过论文？"),
   ("zh", "有人中过icassp吗")]))
I.append(("i06-first-author", ["topic"], [JX, YX],
  [(JX, F[JX], "[1] J. Xiang, P. Bell, and S. Renals"),
   (YX, F[YX], "严晓东，刘建平．手机主板任意层HDI叠层设计与阻抗控制[J]"), (YX, F[YX], "路信息，2019，27(8)：21-26．（第一作者）")],
  [(F[KS], "Y. Liu, K. Shenoy, H. Wang: Speed-perturbed accent augmentation for robust English ASR"),
   (F[GZ], "李明，陈涛，龚志鹏．一种5G手机n79频段低插损匹配网络设计[J]")],
  [("en", "Which candidates are first author on at least one published paper?"),
   ("en", "anyone lead author on a paper? journal or conf whatever"),
   ("zh", "请列出以第一作者身份发表过论文的候选人（期刊、会议均可）"),
   ("zh", "谁有一作的文章")]))
I.append(("i07-reviewing", ["topic"], [JX, TK, KS],
  [(JX, F[JX], "Reviewer, Interspeech (2020–2025) and IEEE/ACM Transactions on Audio, Speech, and Language"),
   (JX, F[JX], "Area chair, ASRU 2025 (speech recognition track)."),
   (TK, F[TK], "Program committee member, RustConf 2024."),
   (KS, F[KS], "ACM Learning @ Scale 2025"), (KS, F[KS], "Program Committee member")],
  [(F[TK], "Talk: \"Async Rust at the edge\", EuroRust 2023.")],
  [("en", "Which candidates have reviewed for, or served on the committee of, a conference or journal?"),
   ("en", "anyone done refereeing or sat on a conf PC"),
   ("zh", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？"),
   ("zh", "谁给会议审过稿或者当过PC的")]))
I.append(("i08-vivo-2021", ["employer", "period"], [GZ],
  [(GZ, F[GZ], "2020.07-至今"), (GZ, F[GZ], "维沃移动通信有限公司")],
  [(F[YX], "2017/4-2020/6"), (F[YX], "维沃移动通信有限公司（vivo）")],
  [("en", "Who was employed at vivo at any point during 2021?"),
   ("en", "who was at vivo back in 2021"),
   ("zh", "2021 年期间有哪些候选人在 vivo 任职？"),
   ("zh", "21年那会儿在维沃上班的有谁")]))
I.append(("i09-current-phone-maker", ["time/role", "employer"], [GZ, YX],
  [(GZ, F[GZ], "2020.07-至今"), (GZ, F[GZ], "维沃移动通信有限公司"),
   (YX, F[YX], "荣耀终端有限公司"), (YX, F[YX], "2020.07 - 至今")],
  [(F[GZ], "2016.07-2020.06"), (F[JY], "研发费用加计扣除专项：服务客户包括联想集团下属子公司")],
  [("en", "Which candidates currently work at a smartphone manufacturer?"),
   ("en", "who's at a phone OEM right now"),
   ("zh", "目前在手机厂商任职的候选人有哪些？"),
   ("zh", "现在在做手机的公司上班的有谁")]))
I.append(("i10-ib-internship", ["time/role", "employer"], [MJ, TK],
  [(MJ, MJ_EN, "China International Capital Corporation (CICC), Investment Banking Department — Summer Analyst Intern"),
   (MJ, MJ_ZH, "中国国际金融股份有限公司（中金公司） 投资银行部 暑期实习生"),
   (TK, F[TK], "Morgan Stanley — Technology Summer Analyst (intern)")],
  [(F[JX], "Research Scientist (full-time), Speech & Voice Analytics"),
   (F[JY], "审计实习生")],
  [("en", "Which candidates have done an internship (not a full-time role) at an investment bank?"),
   ("en", "anyone done a summer internship at an IB? full-timers dont count"),
   ("zh", "哪些候选人有在投资银行实习的经历（全职不算）？"),
   ("zh", "有投行实习过的吗")]))
I.append(("i11-8y-fulltime", ["years"], [YX, GZ, TS, TK],
  [(YX, F[YX], "2013 年 7 月 - 2017 年 3 月"), (GZ, F[GZ], "2016.07-2020.06"),
   (TS, F[TS], "Jun 2012 – Sales Executive, Boon Rawd Brewery (Singha Corporation), Bangkok"),
   (TK, F[TK], "Oct 2016 – Mar 2022 · London, UK")],
  [(F[KS], "2019-08"), (F[JX], "Nov 2019 – Aug 2021"), (F[JY], "2023年7月 - 至今")],
  [("en", "Which candidates have at least 8 years of full-time work experience?"),
   ("en", "8+ yrs exp pls, full time only, internships dont count"),
   ("zh", "请筛选全职工作经验不少于 8 年的候选人"),
   ("zh", "工作八年以上的有谁 实习不算")]))
I.append(("i12-985-bachelor", ["tier", "school", "degree"], [JX, GZ, MJ],
  [(JX, F[JX], "Shanghai Jiao Tong University"), (JX, F[JX], "B.Eng. in Information Engineering"),
   (GZ, F[GZ], "电子科技大学"), (GZ, F[GZ], "本科 / 工学学士"),
   (MJ, MJ_EN, "Wuhan University, Economics and Management School — Bachelor of Economics in Finance"),
   (MJ, MJ_ZH, "武汉大学 经济与管理学院 金融学 学士")],
  [(F[JY], "中南财经政法大学  会计学（注册会计师方向）  本科"),
   (F[YX], "华南理工大学广州学院"), (MJ_EN, "Fudan University, School of Management")],
  [("en", "Which candidates earned their bachelor's degree at a Project 985 university?"),
   ("en", "anyone whose undergrad was at one of china's elite 985 schools"),
   ("zh", "本科毕业于985高校的候选人有哪些？"),
   ("zh", "本科是985的有吗")]))
I.append(("i13-nongfu-spring", ["employer", "empty-gold"], [],
  [],
  [(F[TS], "Run quarterly shelf-share audits benchmarking us against Monster, Pocari Sweat and imported Nongfu Spring functional drinks.")],
  [("en", "Has any candidate worked at Nongfu Spring?"),
   ("en", "anyone ex-nongfu spring? the big chinese bottled water co"),
   ("zh", "是否有候选人曾在农夫山泉股份有限公司任职？"),
   ("zh", "有在\"大自然的搬运工\"那家干过的吗")]))

HEADER = open(Path(__file__).with_name("questions_header.txt"), encoding="utf-8").read()
out = [HEADER.rstrip("\n")]
out.append('as_of: "2026-11-27"')
out.append("people:")
PEOPLE = {
    JX: ["jiahui xiang", "xiang jiahui", "向嘉慧"],
    YX: ["yan xiaodong", "xiaodong yan", "严晓东"],
    GZ: ["gong zhipeng", "zhipeng gong", "龚志鹏"],
    TS: ["thanakorn siriwat", "siriwat thanakorn"],
    TK: ["tamás kertész", "tamas kertesz", "kertész tamás", "kertesz tamas"],
    JY: ["jiang yumeng", "yumeng jiang", "蒋雨萌"],
    MJ: ["min jiayi", "jiayi min", "闵嘉怡"],
    KS: ["kartik shenoy", "shenoy kartik"],
}
for k, v in PEOPLE.items():
    out.append(f"  {k}: [" + ", ".join(f'"{a}"' for a in v) + "]")
out.append("questions:")

def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

for name, tags, gold, plus, minus, phr in I:
    assert len(phr) == 4
    out.append(f"  # ---------------- {name} (gold {len(gold)}) ----------------")
    for lang, text in phr:
        t = list(tags)
        # cross-lingual: some gold person has evidence only in the other language
        for g in gold:
            langs = {LANG[f] for k, f, _ in plus if k == g}
            if lang not in langs and "cross-lingual" not in t:
                t.append("cross-lingual")
        t.append("paraphrase")
        for k, f, quote in plus:
            out.append(f"  # + {f}: {quote}")
        for f, quote in minus:
            out.append(f"  # - {f}: {quote}")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {name}, lang: {lang}, tags: [{', '.join(t)}]}}")
Path(__file__).resolve().parent.parent.joinpath("questions.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
print("questions:", sum(len(x[5]) for x in I))
