"""Builds the two DOCX CVs of heldout41 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def cai_siyuan():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    h = d.add_heading("蔡思远", level=0)
    h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph("高级iOS工程师 ｜ 北京 ｜ 186-1027-5531 ｜ caisiyuan.ios@163.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("工作经历", level=1)
    d.add_paragraph("北京嘀嘀无限科技有限公司（滴滴出行）　网约车乘客端　2022年4月 - 至今").runs[0].bold = True
    d.add_paragraph("高级iOS工程师　2024年7月 - 至今")
    d.add_paragraph("负责滴滴出行乘客端 iOS App 的叫车首页与行程中页面，主导从 UIKit 向 SwiftUI 的渐进式迁移，新页面 70% 采用 SwiftUI 实现。", style="List Bullet")
    d.add_paragraph("牵头搭建 iOS 端 APM 监控体系，线上崩溃率从 0.12% 降至 0.03%。", style="List Bullet")
    d.add_paragraph("iOS工程师　2022年4月 - 2024年6月")
    d.add_paragraph("负责司乘同显地图模块，基于 Combine 重写实时定位数据流，位置刷新延迟降低 35%。", style="List Bullet")
    d.add_paragraph("美团（到家事业群 · 美团外卖）　2019年7月 - 2022年3月").runs[0].bold = True
    d.add_paragraph("iOS开发工程师：负责外卖用户端下单与支付模块；推动启动优化，冷启动耗时降低 28%；参与组件化改造。", style="List Bullet")
    d.add_paragraph("美团点评　iOS开发实习生　2018年7月 - 2018年10月").runs[0].bold = True
    d.add_paragraph("参与外卖商家端 App 订单列表页重构。", style="List Bullet")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("学校", "专业", "学历", "时间"),
            ("北京邮电大学", "软件工程", "非全日制硕士（肄业，未获学位）", "2021.09–2023.06"),
            ("南京邮电大学", "计算机科学与技术", "本科 工学学士", "2015.09–2019.06")]
    for r, vals in enumerate(rows):
        for c, v in enumerate(vals):
            t.cell(r, c).text = v
    d.add_heading("专业技能", level=1)
    d.add_paragraph("精通 Swift、Objective-C、SwiftUI、UIKit、Combine；熟悉 CocoaPods / SPM 组件化、Instruments 性能调优；了解 Flutter、Kotlin、React Native。")
    d.add_heading("其他", level=1)
    d.add_paragraph("2023 滴滴技术开放日 分享嘉宾；2017 中国大学生计算机设计大赛 二等奖。")
    d.save(os.path.join(OUT, "蔡思远-iOS-2026.docx"))


def bartosz():
    d = Document()
    sec = d.sections[0]
    sec.left_margin = sec.right_margin = Cm(1.5)
    d.styles["Normal"].font.name = "Calibri"
    d.styles["Normal"].font.size = Pt(10)
    t = d.add_table(rows=1, cols=2)
    left, right = t.rows[0].cells
    left.width = Cm(5.5)
    right.width = Cm(12.5)

    def add(cell, text, bold=False, size=None):
        p = cell.add_paragraph()
        r = p.add_run(text)
        r.bold = bold
        if size:
            r.font.size = Pt(size)
        return p

    left.paragraphs[0].add_run("BARTOSZ ZIELIŃSKI").bold = True
    add(left, "Engineering Manager")
    add(left, "Dublin, Ireland")
    add(left, "bartosz.zielinski@gmail.com")
    add(left, "+353 87 614 2290")
    add(left, "EDUCATION", bold=True)
    add(left, "Georgia Institute of Technology")
    add(left, "M.S. Computer Science (OMSCS, online, part-time), 2017 – 2020")
    add(left, "AGH University of Science and Technology, Kraków")
    add(left, "B.Sc. Eng. Computer Science, 2008 – 2012")
    add(left, "SKILLS", bold=True)
    add(left, "Java, Rust, Go, distributed systems, Linux networking, AWS (EC2, VPC, DynamoDB), hiring & career development, OKR planning")
    add(left, "LANGUAGES", bold=True)
    add(left, "Polish (native), English (C2)")

    right.paragraphs[0].add_run("PROFILE").bold = True
    add(right, "Engineering manager with 14 years building large-scale cloud infrastructure. Currently lead two teams (11 engineers) in EC2 networking at AWS; hands-on background in Java and Rust data-plane services.")
    add(right, "EXPERIENCE", bold=True)
    add(right, "Amazon Web Services (AWS) — Amazon EC2 Networking, Dublin", bold=True)
    add(right, "Software Development Manager · Jun 2022 – Present")
    add(right, "• Manage 11 engineers across two teams owning the VPC flow-logs pipeline and the network-ACL control plane; hired 6 engineers and promoted 3.")
    add(right, "• Own the roadmap and on-call health for services handling 40M API calls per minute.")
    add(right, "Senior Software Development Engineer (SDE III) · Apr 2019 – May 2022")
    add(right, "• Tech lead for the rewrite of the flow-log aggregator in Rust, cutting fleet cost by 35%.")
    add(right, "Software Development Engineer II · Aug 2016 – Mar 2019")
    add(right, "• Built Java services for security-group rule evaluation on EC2 Nitro hosts.")
    add(right, "Oracle — Oracle Cloud Infrastructure, Kraków", bold=True)
    add(right, "Software Engineer · Sep 2012 – Jul 2016")
    add(right, "• Developed block-storage volume management APIs in Java; on-call for the storage control plane.")
    add(right, "Google — Zürich", bold=True)
    add(right, "Software Engineering Intern · summer 2011")
    add(right, "• Internal tooling for Borg job configuration validation.")
    add(right, "CERTIFICATIONS", bold=True)
    add(right, "AWS Certified Solutions Architect – Professional (2021)")
    d.save(os.path.join(OUT, "Bartosz_Zielinski_CV.docx"))


if __name__ == "__main__":
    cai_siyuan()
    bartosz()
