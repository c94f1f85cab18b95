"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def lin_qiuyue():
    d = Document()
    d.add_heading("Qiuyue LIN, PhD", 0)
    d.add_paragraph("Community ecologist · Zürich, Switzerland · qiuyue.lin@wsl.ch · +41 76 512 80 34 · ORCID 0000-0002-7731-4180")
    d.add_heading("Research positions", 1)
    d.add_heading("Postdoctoral Researcher — Swiss Federal Institute for Forest, Snow and Landscape Research WSL, Birmensdorf", 2)
    d.add_paragraph("since 09/2023")
    d.add_paragraph("Modelling alpine plant–pollinator networks under warming scenarios; I write most of the group's analysis code in R and Python (PyMC, xarray) and maintain the 40-plot field survey database.", style="List Bullet")
    d.add_paragraph("Co-supervise two MSc students and teach the R for Ecologists block course.", style="List Bullet")
    d.add_heading("Doctoral Researcher — University of Helsinki, Organismal and Evolutionary Biology Research Programme", 2)
    d.add_paragraph("Sept 2019 – June 2023")
    d.add_paragraph("Field seasons in Kilpisjärvi (Finnish Lapland) on butterfly metapopulation dynamics; Bayesian state-space models in R and Stan.", style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("PhD in Ecology and Evolutionary Biology, University of Helsinki, Finland (2023). Thesis: Dispersal, climate and the persistence of fragmented butterfly populations.")
    d.add_paragraph("B.Sc. in Ecology, Lanzhou University, School of Life Sciences, China (2015–2019).")
    d.add_heading("Publications", 1)
    pubs = [
        "Lin, Q., Salonen, M. & Ovaskainen, J. (2024). Warming shifts the timing of alpine pollination networks. Global Change Biology, 30(4), e17251.",
        "Lin, Q., Heikkilä, R., Salonen, M. & Ovaskainen, J. (2022). Matrix quality, not patch size, drives colonisation in a butterfly metapopulation. Journal of Animal Ecology, 91(8), 1602–1614.",
        "Salonen, M., Lin, Q. & Ovaskainen, J. (2021). Host-plant phenology and the synchrony of butterfly populations. Ecology Letters, 24(11), 2389–2400.",
        "Brunner, A., Lin, Q., Keller, F. (in revision). Pollinator loss and plant reproductive assurance along elevation gradients. Nature Ecology & Evolution.",
    ]
    for p in pubs:
        d.add_paragraph(p, style="List Number")
    d.add_heading("Service", 1)
    d.add_paragraph("Peer reviewer for Journal of Ecology (2021–), Oikos (2022–) and Ecography (2024).")
    d.add_heading("Talks & grants", 1)
    d.add_paragraph("Invited seminar, Department of Biological Sciences, National University of Singapore, March 2024.")
    d.add_paragraph("Swiss National Science Foundation Ambizione application (submitted 2026).")
    d.add_heading("Skills", 1)
    d.add_paragraph("R (brms, Hmsc), Python, Stan, QGIS, field botany, Finnish (B1), Mandarin (native), English (fluent)")
    d.save(os.path.join(OUT, "Qiuyue_Lin_CV_2026.docx"))

def weng_haoran_new():
    d = Document()
    d.add_heading("个人简历", 0)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    cells = [["姓名", "翁浩然", "求职意向", "后端开发 / 架构"],
             ["电话", "139-2650-7718", "邮箱", "wenghaoran_dev@qq.com"],
             ["所在地", "深圳", "工作年限", "9 年"]]
    for r, row in enumerate(cells):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("工作经历", 1)
    w = d.add_table(rows=4, cols=3)
    w.style = "Table Grid"
    rows = [["时间", "公司", "职位"],
            ["2023年5月 - 至今", "富途网络科技（深圳）有限公司", "高级后端开发工程师（交易系统）"],
            ["2019年7月 - 2023年4月", "平安证券股份有限公司", "后端开发工程师"],
            ["2017年7月 - 2019年6月", "恒生电子股份有限公司", "Java 开发工程师"]]
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            w.cell(r, c).text = v
    d.add_heading("项目经历", 1)
    d.add_paragraph("富途牛牛港美股订单路由服务重构：使用 Go 与 Kafka 重写订单路由，峰值 4 万笔/秒，P99 延迟从 38ms 降至 9ms。", style="List Bullet")
    d.add_paragraph("平安证券两融风控实时计算平台：基于 Flink + Kafka 实时计算维持担保比例，日处理 20 亿条行情与委托消息。", style="List Bullet")
    d.add_paragraph("恒生 UF2.0 柜台系统二次开发：Java/Spring、Oracle 存储过程。", style="List Bullet")
    d.add_heading("教育背景", 1)
    e = d.add_table(rows=3, cols=4)
    e.style = "Table Grid"
    edu = [["时间", "学校", "专业", "学历"],
           ["2024.09 - 至今", "复旦大学（非全日制）", "软件工程", "工程硕士（在读）"],
           ["2013.09 - 2017.06", "电子科技大学", "计算机科学与技术", "本科"]]
    for r, row in enumerate(edu):
        for c, v in enumerate(row):
            e.cell(r, c).text = v
    d.add_heading("专业技能", 1)
    d.add_paragraph("Java、Go、Kafka、Flink、Redis、MySQL、Kubernetes；熟悉证券交易、清算与两融业务。")
    d.add_heading("证书", 1)
    d.add_paragraph("证券从业资格（2018）")
    d.save(os.path.join(OUT, "翁浩然_后端_2026.docx"))

if __name__ == "__main__":
    lin_qiuyue()
    weng_haoran_new()
