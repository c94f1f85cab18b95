from docx import Document
from docx.shared import Pt
OUT = "../cvs/"

# 1) Chinese DOCX with paragraphs: visual merchandiser
d = Document()
d.add_heading("仓若棠 个人简历", 0)
d.add_paragraph("视觉陈列经理 ｜ 上海 ｜ 137-6415-2290 ｜ cangruotang.vm@qq.com")
d.add_heading("个人简介", 1)
d.add_paragraph("十二年运动品牌零售视觉陈列经验，熟悉旗舰店、购物中心店与奥莱店的橱窗、货架与季度主题陈列落地，"
                "擅长把商品企划转化为门店可执行的陈列指引，并通过坪效与连带率数据复盘陈列效果。")
d.add_heading("工作经历", 1)
d.add_paragraph("李宁（中国）体育用品有限公司　视觉陈列经理　2020年9月 – 至今")
d.add_paragraph("负责华东区 86 家直营门店的季度陈列指引与橱窗方案，带领 5 人陈列团队；2023 年主导“中国李宁”上海南京路旗舰店重装开业陈列，开业首月坪效较改造前提升 31%。")
d.add_paragraph("建立门店陈列巡检打分表与照片回传机制，按月对比 lululemon、Arc'teryx 等竞品橱窗与货架密度，形成竞品陈列月报。")
d.add_paragraph("耐克体育（中国）有限公司　高级视觉陈列专员　2017年4月 – 2020年8月")
d.add_paragraph("负责上海及苏南区域 40 余家门店的跑步与篮球品类陈列，参与 2019 年上海“House of Innovation 001”旗舰店开业陈列项目。")
d.add_paragraph("耐克体育（中国）有限公司　视觉陈列专员　2014年7月 – 2017年3月")
d.add_paragraph("执行季度陈列手册，完成新店及改造店的货架布局与道具安装验收。")
d.add_heading("教育背景", 1)
d.add_paragraph("东华大学　服装与艺术设计学院　服装设计与工程　学士　2010.09 – 2014.06")
d.add_heading("技能与证书", 1)
d.add_paragraph("Adobe Photoshop、Illustrator、SketchUp、Excel 数据透视表；商业空间陈列设计师（三级）")
d.add_heading("荣誉", 1)
d.add_paragraph("2018 年耐克大中华区零售“最佳陈列执行奖”；2022 年李宁集团年度优秀员工。")
d.save(OUT + "仓若棠-视觉陈列经理.docx")

# 2) English DOCX with a table: pet-food founder
d = Document()
d.add_heading("SOH MING YEE", 0)
d.add_paragraph("Founder & CEO, Whiskerwell Pet Foods  ·  Shanghai  ·  +86 150 2113 8806  ·  mingyee@whiskerwell.cn")
d.add_heading("Summary", 1)
d.add_paragraph("Animal-nutrition scientist turned founder. Six years of product development in a global pet-care company, "
                "a CEIBS MBA, and six years building a fresh cat-and-dog food brand from a rented kitchen to 40,000 monthly subscribers.")
d.add_heading("Experience", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
hdr = t.rows[0].cells
hdr[0].text, hdr[1].text, hdr[2].text = "Dates", "Organisation & role", "What I did"
rows = [
    ("Aug 2020 – Present", "Whiskerwell Pet Foods (Shanghai) Co., Ltd. — Founder & CEO",
     "Founded a direct-to-consumer fresh pet-food company; raised a seed round and a Pre-A round; built a team of 23; "
     "own formulation, co-packer management and the Tmall and WeChat mini-program channels."),
    ("Jun 2019 – Aug 2019", "Bain & Company, Singapore — Summer Associate (MBA internship)",
     "Consumer-products due diligence for a private-equity client looking at Southeast Asian pet-care assets."),
    ("Jul 2012 – Jun 2018", "Mars Petcare China (Royal Canin) — Product Development Scientist",
     "Developed and launched 11 veterinary and breed-specific dry-food formulas for the China market; ran palatability trials at the Tianjin pet centre."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
d.add_heading("Education", 1)
d.add_paragraph("China Europe International Business School (CEIBS), Shanghai — MBA, Sep 2018 – Jun 2020")
d.add_paragraph("China Agricultural University, Beijing — PhD studies in Animal Nutrition, 2010 – 2012 (left the programme without completing the degree to join industry)")
d.add_paragraph("China Agricultural University, Beijing — BSc Animal Science, 2006 – 2010")
d.add_heading("Publications", 1)
d.add_paragraph("Soh, M.Y., Zhan, L., & Guo, R. (2013). Effects of dietary taurine and methionine levels on plasma amino acids in adult domestic cats. "
                "Journal of Animal Physiology and Animal Nutrition, 97(4), 688–696.")
d.add_heading("Other", 1)
d.add_paragraph("Judge, Shanghai Pet Industry Startup Pitch Day (2023, 2024). Whiskerwell is stocked by Hema Fresh and sold on JD.com and Tmall.")
d.add_paragraph("Languages: English, Mandarin, Malay, Cantonese.")
d.save(OUT + "MingYee_Soh_resume.docx")
