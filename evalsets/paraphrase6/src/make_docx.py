"""Builds the two DOCX CVs of paraphrase6 into ../cvs/."""
import sys
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = __file__.rsplit('/', 1)[0] + '/../cvs/'


def dong_zh():
    d = Document()
    st = d.styles['Normal']
    st.font.name = 'Noto Sans CJK SC'
    st.font.size = Pt(10.5)
    t = d.add_heading('董浩铭 · 个人简历', level=0)
    p = d.add_paragraph('求职意向：SRE / 基础架构负责人　|　电话：139-5718-2206　|　邮箱：donghm.sre@163.com　|　杭州')
    d.add_heading('工作经历', level=1)
    d.add_paragraph('2021年4月 - 至今　北京三快在线科技有限公司（美团）　基础研发平台 · SRE 技术负责人')
    for b in [
        '带领 6 人 SRE 小组（直接下属 6 人），负责到店事业群核心交易链路的稳定性保障与容量规划。',
        '主导混沌工程平台落地，全年 P1 故障数下降 43%，MTTR 从 38 分钟降至 15 分钟。',
        '推动 Kubernetes 集群多活改造，覆盖 1.2 万个 Pod。',
    ]:
        d.add_paragraph(b, style='List Bullet')
    d.add_paragraph('2018年7月 - 2021年3月　阿里云计算有限公司（阿里云）　弹性计算事业部 · 高级 SRE 工程师')
    for b in [
        '负责 ECS 管控面发布系统与变更防御，建设灰度发布与自动回滚能力。',
        '双 11 期间担任弹性计算值班负责人（On-call Lead）。',
    ]:
        d.add_paragraph(b, style='List Bullet')
    d.add_heading('教育背景', level=1)
    tbl = d.add_table(rows=4, cols=4)
    tbl.style = 'Table Grid'
    rows = [
        ('时间', '学校', '专业', '学历'),
        ('2023.09 - 2024.07', '同济大学', '电子信息（在职工程博士）', '博士（未完成，已退出）'),
        ('2015.09 - 2018.06', '浙江大学', '计算机科学与技术', '硕士'),
        ('2011.09 - 2015.06', '电子科技大学', '通信工程', '本科'),
    ]
    for r, row in zip(tbl.rows, rows):
        for c, v in zip(r.cells, row):
            c.text = v
    d.add_heading('技能', level=1)
    d.add_paragraph('Go、Python、Shell；Kubernetes、Prometheus、Istio、Ansible；Linux 内核调优；混沌工程（ChaosBlade）。')
    d.add_heading('语言', level=1)
    d.add_paragraph('英语：CET-6（568 分），可阅读英文技术文档；日语：基础（自学，能简单问候）。')
    d.add_heading('证书', level=1)
    d.add_paragraph('CKA（Certified Kubernetes Administrator），2020 年')
    d.save(OUT + 'dong_haoming_zh.docx')


def hou_en():
    d = Document()
    st = d.styles['Normal']
    st.font.name = 'Calibri'
    st.font.size = Pt(10.5)
    h = d.add_paragraph()
    r = h.add_run('HOU Jingwen')
    r.bold = True
    r.font.size = Pt(20)
    d.add_paragraph('Doctoral student, Electrical Engineering · Tokyo · hou.jingwen@g.ecc.u-tokyo.example.jp · +81 80 4417 2290')
    d.add_heading('Education', level=1)
    d.add_paragraph('The University of Tokyo — Ph.D. candidate, Department of Electrical Engineering and Information Systems (Oct 2021 – expected Sep 2027). Topic: low-power SerDes for chiplet interconnects.')
    d.add_paragraph('Xidian University — B.Eng., Microelectronics (2013 – 2017)')
    d.add_heading('Professional Experience', level=1)
    tbl = d.add_table(rows=3, cols=3)
    tbl.style = 'Table Grid'
    rows = [
        ('Period', 'Employer / role', 'What I did'),
        ('09/2020 – 08/2021', 'HiSilicon (Huawei), Shanghai — Team Leader, High-Speed Interface Verification',
         'Led a team of 5 verification engineers for the PCIe 5.0 PHY of a server SoC; owned sign-off of the UVM environment.'),
        ('07/2017 – 08/2020', 'HiSilicon (Huawei), Shanghai — Digital IC Verification Engineer',
         'Built SystemVerilog/UVM testbenches for the DDR controller; wrote coverage closure scripts in Python.'),
    ]
    for r, row in zip(tbl.rows, rows):
        for c, v in zip(r.cells, row):
            c.text = v
    d.add_paragraph('Since Oct 2021 I have been a full-time doctoral student; research assistant (part-time) in the Iizuka-Hara Lab.')
    d.add_heading('Skills', level=1)
    d.add_paragraph('SystemVerilog, UVM, Verilog-AMS, Cadence Virtuoso, Spectre, Python, MATLAB. Familiar with RISC-V ISA (coursework only).')
    d.add_heading('Languages', level=1)
    d.add_paragraph('Chinese (native); English (TOEFL iBT 104); Japanese — business level (JLPT N2, 2022).')
    d.add_heading('Awards', level=1)
    d.add_paragraph('MEXT Scholarship (2021 – 2024). HiSilicon Outstanding Newcomer, 2018.')
    d.save(OUT + 'jingwen_hou_cv.docx')


if __name__ == '__main__':
    for name in sys.argv[1:] or ['dong_zh', 'hou_en']:
        globals()[name]()
