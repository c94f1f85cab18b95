# Writes ../questions.yaml (evidence comments + questions). Hand-curated data below.
import os
F = dict(KS='kasimir_sobanski_cv.pdf', LY='卢衍川_简历.pdf', SK='Keaveney_Siobhan_QualityManager.docx',
         TK='Kaiwen_Tu_DataEngineer.pdf', YQ='姚芊蔚-品牌策略.docx', DYo='邓亦骁_硬件工程师_2022.txt',
         DY='Yixiao_Deng_Hardware_2026.md', KY='resume_keyupu.json', BL='IMG_20261103_184522.jpg')
LANG = dict(KS={'en'}, LY={'zh'}, SK={'en'}, TK={'en'}, YQ={'zh'}, DY={'en', 'zh'}, KY={'en'}, BL={'zh'})
PEOPLE = [
 ('KS', ["kasimir sobański", "kasimir sobanski", "sobański kasimir", "sobanski kasimir"]),
 ('LY', ["卢衍川", "lu yanchuan", "yanchuan lu"]),
 ('SK', ["siobhán keaveney", "siobhan keaveney", "keaveney siobhán", "keaveney siobhan"]),
 ('TK', ["kaiwen tu", "tu kaiwen", "涂恺文"]),
 ('YQ', ["姚芊蔚", "yao qianwei", "qianwei yao"]),
 ('DY', ["邓亦骁", "deng yixiao", "yixiao deng"]),
 ('KY', ["yupu ke", "ke yupu", "柯予朴"]),
 ('BL', ["贲朗洲", "ben langzhou", "langzhou ben"]),
]
# intent: (name, gold, tags, evidence [(sign, filekey, quote)], questions [(lang, q)])
I = [
 ('i01-huawei', ['DY', 'TK', 'KY'], ['employer'], [
   ('+', 'DYo', '2019/7 - 至今 华为终端有限公司 智能穿戴产品线 硬件工程师'),
   ('+', 'DY', 'Huawei Device Co., Ltd. — Hardware Engineer, Wearables product line'),
   ('+', 'TK', 'Huawei Cloud (Huawei Technologies Co., Ltd.)'),
   ('+', 'KY', '"name": "HiSilicon (Huawei)"'),
   ('-', 'LY', '2021 年 3 月获华为数字能源技术有限公司 offer（电源工程师），未入职'),
   ('-', 'YQ', '服务客户包括华为终端、佳明 Garmin、安踏、蒙牛等'),
   ('-', 'BL', '“华为杯” 第九届全国研究生数学建模竞赛 一等奖')],
  [('en', "Which candidates have worked at Huawei, including its subsidiaries such as HiSilicon, Huawei Cloud or Huawei Device?"),
   ('en', "anyone been at huawei or one of its arms (hisilicon, huawei cloud etc)"),
   ('zh', "请列出曾在华为（含海思、华为云、华为终端等子公司）工作或实习过的候选人。"),
   ('zh', "有没有菊厂出来的 海思 华为云这种也算")]),
 ('i02-zju', ['LY', 'BL'], ['school'], [
   ('+', 'LY', '2014.09–2018.06 浙江大学 电气工程及其自动化 工学学士'),
   ('+', 'BL', '2011.09 - 2014.03 浙江大学'),
   ('-', 'YQ', '2008年9月 - 2012年6月　浙江大学城市学院　广告学　文学学士')],
  [('en', "Which candidates studied at Zhejiang University?"),
   ('en', "any ZJU alumni in here"),
   ('zh', "哪些候选人曾就读于浙江大学？"),
   ('zh', "有浙大的吗")]),
 ('i03-phd', ['KS', 'SK'], ['degree'], [
   ('+', 'KS', 'Delft University of Technology (TU Delft) PhD in Computer Science, Web Information Systems group'),
   ('+', 'SK', 'PhD, Biomedical Engineering — University of Leeds, 2007 – 2011'),
   ('-', 'BL', '电子及计算机工程 博士（未完成，2015 年退学加入大疆）'),
   ('-', 'KY', 'Master of Engineering (in progress)')],
  [('en', "Which candidates hold a doctorate or are currently pursuing one?"),
   ('en', "anyone with a phd? still doing it is fine too"),
   ('zh', "请找出已获得或正在攻读博士学位的候选人。"),
   ('zh', "有博士吗 在读的也算")]),
 ('i04-kubernetes', ['KS', 'TK', 'BL'], ['skill'], [
   ('+', 'KS', 'Built a training and serving pipeline for two-tower retrieval models on Kubernetes (GKE) with Kubeflow'),
   ('+', 'TK', 'Migrated 1,400 batch Spark jobs from YARN to Kubernetes; designed the Helm charts and autoscaling policies.'),
   ('+', 'BL', '亲自搭建机队云端调度后台：基于 Kubernetes 的微服务集群'),
   ('-', 'KY', '"Python", "Docker", "Kubernetes", "Linux"')],
  [('en', "Which candidates have used Kubernetes in an actual job, not just listed it under skills?"),
   ('en', "who's actually run stuff on k8s at work"),
   ('zh', "哪些候选人在实际工作中使用过 Kubernetes？仅在技能栏列出的不算。"),
   ('zh', "有没有工作里真用过容器编排 k8s 的")]),
 ('i05-recsys-paper', ['KS'], ['topic'], [
   ('+', 'KS', 'Proceedings of the 16th ACM Conference on Recommender Systems (RecSys 2022), Seattle.'),
   ('-', 'TK', 'Top-10 team, ACM RecSys Challenge 2018 (Spotify Million Playlist Dataset), creative track')],
  [('en', "Which candidates have published a paper in the proceedings of the ACM Conference on Recommender Systems?"),
   ('en', "anyone got a recsys paper"),
   ('zh', "哪些候选人在 ACM RecSys 会议上发表过论文？"),
   ('zh', "有在推荐系统顶会 RecSys 发过 paper 的吗 比赛不算")]),
 ('i06-first-author', ['KS', 'SK', 'DY'], ['topic'], [
   ('+', 'KS', 'K. Sobański, M. de Wit, C. Hauff. Calibrated Sequential Recommendation with Listening-Intent Signals.'),
   ('+', 'SK', 'Keaveney S., Hartley R., Ingham E. Characterisation of nanoscale wear debris from ceramic-on-ceramic hip bearings.'),
   ('+', 'DYo', '邓亦骁, 刘明. 基于多波长 PPG 的腕式心率运动伪影抑制方法. IEEE Sensors Journal, 2019.（第一作者）'),
   ('+', 'DY', 'Y. Deng, M. Liu. Multi-wavelength PPG motion-artifact suppression'),
   ('-', 'KY', '3rd author: W. Zhou, H. Lin, Y. Ke, J. Wang')],
  [('en', "Which candidates are listed as the first author of a published paper?"),
   ('en', "who's lead author on a paper"),
   ('zh', "哪些候选人以第一作者身份发表过论文？"),
   ('zh', "有一作的吗")]),
 ('i07-reviewing', ['KS', 'SK'], ['topic'], [
   ('+', 'KS', 'Program Committee member, ACM RecSys 2024 and 2025 (full papers track).'),
   ('+', 'KS', 'Reviewer, ACM Transactions on Recommender Systems (TORS), since 2023.'),
   ('+', 'SK', 'Peer reviewer, Medical Engineering & Physics (Elsevier), since 2016.'),
   ('-', 'KY', '"position": "Student volunteer"'),
   ('-', 'YQ', '2023 年 中国 4A 金印奖 评委')],
  [('en', "Which candidates have served as a reviewer or programme-committee member for a conference or journal?"),
   ('en', "anyone done peer review or PC duty"),
   ('zh', "哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？"),
   ('zh', "有给会议或者期刊审过稿的吗")]),
 ('i08-dji-2019', ['BL', 'LY'], ['employer', 'period', 'conjunctive'], [
   ('+', 'BL', '深圳市大疆创新科技有限公司 2015 年 7 月 - 2020 年 3 月'),
   ('+', 'LY', '2018.07–2021.04 深圳市大疆创新科技有'),
   ('-', 'DY', 'DJI, hardware intern (gimbal motor driver board testing) — summer 2018'),
   ('-', 'DYo', '2018 年 7 月 - 2018 年 8 月 深圳市大疆创新科技有限公司 硬件实习生')],
  [('en', "Which candidates were working at DJI at any point during 2019?"),
   ('en', "who was at the big shenzhen drone maker back in 2019"),
   ('zh', "哪些候选人在 2019 年期间任职于大疆？"),
   ('zh', "19年在大疆待过的有谁")]),
 ('i09-current-ev-charging', ['LY'], ['time/role', 'employer'], [
   ('+', 'LY', '2022.01–至今 万帮数字能源股份有限'),
   ('+', 'LY', '公司（星星充电）'),
   ('+', 'LY', '负责 120kW/240kW 直流快充桩功率模块设')],
  [('en', "Which candidates currently work for a manufacturer of electric-vehicle charging equipment?"),
   ('en', "anyone at an ev charger company right now"),
   ('zh', "目前就职于充电桩企业的候选人有哪些？"),
   ('zh', "现在在做新能源车充电设备的公司上班的有吗")]),
 ('i10-chip-internship', ['KY', 'DY'], ['time/role', 'employer'], [
   ('+', 'KY', '"position": "Digital IC Verification Intern"'),
   ('+', 'DYo', '2017 年 7 月 - 2017 年 9 月 深圳市汇顶科技股份有限公司 芯片应用工程实习生'),
   ('+', 'DY', 'Goodix Technology, chip application engineering intern (heart-rate sensor IC reference design) — Jul–Sep 2017'),
   ('-', 'BL', '与安霸（Ambarella）建立视觉芯片战略合作，联合开发机载 AI 识别方案。'),
   ('-', 'KY', 'Southeast University, National ASIC System Engineering Research Center')],
  [('en', "Which candidates have done an internship (not a full-time role) at a semiconductor company?"),
   ('en', "who interned at a chip company"),
   ('zh', "哪些候选人在芯片/半导体公司有过实习经历（不含全职）？"),
   ('zh', "有在芯片厂实习过的吗")]),
 ('i11-10y-fulltime', ['SK', 'TK', 'YQ', 'BL'], ['years'], [
   ('+', 'SK', 'Quality Engineer | 10/2011 – 2015'),
   ('+', 'SK', 'Senior Quality Manager, Cardiovascular (Coronary & Renal Denervation) | 04/2019 – today'),
   ('+', 'TK', 'Jul 2014 – Dec 2017'),
   ('+', 'TK', 'Jan 2018 – Present'),
   ('+', 'YQ', '李奥贝纳（Leo Burnett）上海　2012年7月 - 2017年9月'),
   ('+', 'YQ', '电通（Dentsu China）上海　2017年10月 - 至今'),
   ('+', 'BL', '深圳市大疆创新科技有限公司 2015 年 7 月 - 2020 年 3 月'),
   ('+', 'BL', '2020 年 5 月 - 至今'),
   ('-', 'LY', '2018.07–2021.04'),
   ('-', 'DY', '07/2019 – 02/2023'),
   ('-', 'KS', '09/2015 – 08/2017'),
   ('-', 'KS', 'Thesis: Beyond Accuracy: Calibrated and Diverse Sequential Recommendation.')],
  [('en', "Which candidates have at least 10 years of full-time work experience?"),
   ('en', "who's got a decade+ of real full-time experience, internships don't count"),
   ('zh', "哪些候选人拥有 10 年及以上的全职工作经验？"),
   ('zh', "全职干满十年的有谁")]),
 ('i12-985-bachelor', ['LY', 'BL', 'DY'], ['tier', 'school', 'degree'], [
   ('+', 'LY', '2014.09–2018.06 浙江大学 电气工程及其自动化 工学学士'),
   ('+', 'BL', '2007.09 - 2011.06 哈尔滨工业大学'),
   ('+', 'DYo', '2012.09 - 2016.06 电子科技大学 电子信息工程 学士'),
   ('+', 'DY', 'B.Eng., Electronic Information Engineering, UESTC, 2012–2016'),
   ('-', 'KY', '"institution": "Nanjing University of Posts and Telecommunications"'),
   ('-', 'TK', 'Wuhan University of Technology B.Eng. in Software Engineering'),
   ('-', 'YQ', '浙江大学城市学院　广告学　文学学士')],
  [('en', "Which candidates received their bachelor's degree from a Project 985 university?"),
   ('en', "undergrad at a 985 school, who"),
   ('zh', "哪些候选人的本科毕业于“985 工程”重点高校？"),
   ('zh', "本科是985的有哪些")]),
 ('i13-garmin', [], ['employer', 'empty-gold'], [
   ('-', 'DY', 'Competitive teardown and battery-life benchmarking against Garmin Forerunner 965 and Apple Watch Ultra 2.'),
   ('-', 'YQ', '服务客户包括华为终端、佳明 Garmin、安踏、蒙牛等')],
  [('en', "Which candidates have worked at Garmin?"),
   ('en', "anyone ex-garmin"),
   ('zh', "有哪些候选人曾在佳明（Garmin）任职？"),
   ('zh', "有没有在做运动手表的那家佳明干过的")]),
]

HEADER = open(os.path.join(os.path.dirname(__file__), 'questions_header.txt'), encoding='utf-8').read()
out = [HEADER.rstrip('\n'), 'as_of: "2026-11-27"', 'people:']
for k, al in PEOPLE:
    out.append(f'  {k}: [' + ', '.join(f'"{a}"' for a in al) + ']')
out.append('questions:')
def yq(s): return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'
for name, gold, tags, ev, qs in I:
    out.append(f'  # ---------------- {name} ----------------')
    for lang, q in qs:
        for s, fk, quote in ev:
            out.append(f'  # {s} {F[fk]}: {quote}')
        t = list(tags)
        if any(lang not in LANG[g] for g in gold):
            t.append('cross-lingual')
        t.append('paraphrase')
        out.append(f'  - {{q: {yq(q)}, gold: [{", ".join(gold)}], tags: [{", ".join(t)}], intent: {name}, lang: {lang}}}')
open(os.path.join(os.path.dirname(__file__), '..', 'questions.yaml'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
print(len(I) * 4, 'questions')
