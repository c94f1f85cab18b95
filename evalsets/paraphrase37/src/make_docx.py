"""Builds the two DOCX CVs in ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def zh():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
    d.add_heading("柳思齐  |  高级前端工程师", 0)
    d.add_paragraph("手机：186-5702-3318    邮箱：liusiqi.fe@outlook.com    GitHub：github.com/siqi-liu    现居：杭州")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
    for c, s in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = s
    for row in [["2017/9-2021/6", "华中科技大学", "软件工程", "本科"]]:
        cells = t.add_row().cells
        for c, s in zip(cells, row): c.text = s
    d.add_heading("工作经历", 1)
    d.add_paragraph("淘天集团（淘宝天猫）  前端技术专家  2024/4-至今", style="Heading 2")
    d.add_paragraph("负责淘宝直播 Web 端与商家工作台的前端架构，主导从 Webpack 迁移到 Vite + React 18，首屏时间降低 37%。", style="List Bullet")
    d.add_paragraph("搭建基于 TypeScript 的低代码营销页搭建平台，服务双 11 期间 1.2 万个活动页面。", style="List Bullet")
    d.add_paragraph("阿里巴巴（中国）有限公司 淘宝事业部  前端开发工程师  2021/7-2024/3", style="Heading 2")
    d.add_paragraph("负责手机淘宝 H5 购物车与下单页，使用 React、Node.js BFF 与 Weex；参与无障碍改造，获 2022 年阿里巴巴年度无障碍优秀项目。", style="List Bullet")
    d.add_paragraph("字节跳动 飞书  前端开发实习生  2020/7-2020/10", style="Heading 2")
    d.add_paragraph("参与飞书文档评论组件开发（Vue 2 → React 迁移），修复 60+ 个线上缺陷。", style="List Bullet")
    d.add_heading("项目与比赛", 1)
    d.add_paragraph("2019 腾讯微信小程序应用开发赛 华中赛区三等奖（校内团队项目，非腾讯工作经历）")
    d.add_paragraph("开源：vite-plugin-sku-preview 作者，GitHub 1.1k stars")
    d.add_heading("技能", 1)
    d.add_paragraph("精通：TypeScript、React、Vite、Node.js；熟悉：Vue、Weex、WebGL、Playwright 自动化测试；了解：Docker、Kubernetes（仅个人学习，未在工作中使用）")
    d.save(os.path.join(OUT, "柳思齐-前端-简历.docx"))

def en():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = "Felix Marangoni — curriculum vitae — page 1"
    d.add_heading("Chief Technology Officer & Co-founder", 0)
    d.add_paragraph("Dublin, Ireland · +353 87 914 2261 · felix.marangoni@tallyfold.io · github.com/fmarangoni")
    d.add_heading("Profile", 1)
    d.add_paragraph("Engineering leader who has spent seventeen years shipping backend systems, the last five as technical co-founder of a 14-person B2B SaaS startup. Hands-on with Go, Kubernetes and Postgres; comfortable hiring, fundraising due diligence and SOC 2.")
    d.add_heading("Experience", 1)
    t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
    for c, s in zip(t.rows[0].cells, ["Dates", "Company / role", "What I did"]): c.text = s
    rows = [
        ["04/2021 - today", "Tallyfold (Dublin) — CTO & Co-founder",
         "Built the reconciliation platform for mid-market finance teams from zero: Go microservices on Kubernetes (EKS), Postgres, Kafka. Grew engineering from 2 to 9 people; led the seed and Series A technical due diligence; took the company through SOC 2 Type II."],
        ["09/2016 - 03/2021", "Stripe (Dublin) — Staff Software Engineer, Payments Infrastructure",
         "Tech lead for the card-authorisation routing service. Moved batch settlement jobs onto the company's internal Kubernetes clusters and cut p99 latency of the ledger API by 40%."],
        ["03/2012 - 08/2016", "Huawei Ireland Research Centre — Senior Software Engineer",
         "Carrier-grade SDN controller in Java and C++; two patents on flow-table compression."],
        ["10/2009 - 02/2012", "Ericsson (Athlone) — Software Engineer",
         "Telecom billing mediation in Java; on-call for Vodafone and Eir deployments."],
    ]
    for r in rows:
        cells = t.add_row().cells
        for c, s in zip(cells, r): c.text = s
    d.add_heading("Education", 1)
    d.add_paragraph("BEng (Hons) Software Engineering — Edinburgh Napier University, 2005 – 2009")
    d.add_paragraph("PhD studies in Distributed Systems, Trinity College Dublin, 2014 – 2015 (part-time, withdrew after first year; not completed)")
    d.add_heading("Other", 1)
    d.add_paragraph("Mentor, Google Summer of Code 2019 (Kubernetes SIG Scheduling). Speaker, KubeCon + CloudNativeCon Europe 2023. Attended EMNLP 2023 in Singapore as an exhibitor with Tallyfold's document-AI demo.")
    d.add_paragraph("Skills: Go, Java, Python, Kubernetes, Terraform, Postgres, Kafka, AWS; Italian (native), English (native-level).")
    d.save(os.path.join(OUT, "CV_CTO_2026.docx"))

zh(); en()
