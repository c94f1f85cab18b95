from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

# 1) Chinese DOCX in paragraphs: retail store-operations manager
d = Document()
d.add_heading("裘静雅", 0)
d.add_paragraph("门店运营经理 | 上海 | 136 5188 2047 | qiujingya_retail@126.com")
d.add_heading("工作经历", 1)
d.add_paragraph("盒马鲜生（阿里巴巴集团旗下新零售业务）  华东大区 门店运营经理  2020年6月 - 至今")
d.add_paragraph("负责上海、苏州共 14 家盒马门店的运营管理，门店人员合计约 900 人；统筹排班、损耗控制与 30 分钟配送履约，2023 年区域生鲜损耗率从 4.8% 降至 3.1%。", style="List Bullet")
d.add_paragraph("牵头新店开业标准化手册，2022—2024 年间主导 5 家新店开业筹备。", style="List Bullet")
d.add_paragraph("永辉超市股份有限公司  上海区域  2015年3月 - 2020年5月")
d.add_paragraph("副店长（2015年3月 - 2017年2月）：负责生鲜与日配品类陈列、订货及员工培训。", style="List Bullet")
d.add_paragraph("店长（2017年3月 - 2020年5月）：管理 1.2 万平方米大卖场，年销售额 2.3 亿元，连续两年获评区域标杆门店。", style="List Bullet")
d.add_paragraph("中国工商银行上海市分行  营业网点柜员、个人客户经理（正式员工）  2012年7月 - 2014年12月")
d.add_paragraph("负责网点柜面业务与个人理财产品营销，2014 年度网点营销个人第一名。", style="List Bullet")
d.add_heading("教育背景", 1)
d.add_paragraph("上海财经大学  工商管理  本科  2008年9月 - 2012年6月")
d.add_heading("技能", 1)
d.add_paragraph("Excel（数据透视表、VLOOKUP）、Power BI、SQL、零售排班系统、食品安全管理员证")
d.add_heading("自我评价", 1)
d.add_paragraph("14 年一线零售与服务行业经验，熟悉大卖场与新零售门店两种业态，抗压能力强。")
d.save(os.path.join(OUT, "裘静雅_门店运营经理.docx"))

# 2) English DOCX with a career table: hotel general manager
d = Document()
d.add_heading("Dominik Sauerwald", 0)
d.add_paragraph("General Manager – Luxury & Upper-Upscale Hotels | Shenzhen, China | +86 186 2033 5810 | d.sauerwald@hotelier.ch")
d.add_heading("Profile", 1)
d.add_paragraph("Hotelier with 25 years in luxury hotel operations across Hong Kong, Beijing, Shanghai and Shenzhen. "
                "Turns around rooms revenue, guest satisfaction and team engagement; fluent in English, German and conversational Mandarin.")
d.add_heading("Career", 1)
t = d.add_table(rows=1, cols=4)
t.style = "Table Grid"
hdr = t.rows[0].cells
for c, s in zip(hdr, ["Period", "Hotel / Company", "Title", "Highlights"]):
    c.text = s
rows = [
    ("Jan 2019 – Present", "JW Marriott Hotel Shenzhen Bao'an (Marriott International)", "General Manager",
     "P&L owner for 411 rooms; RevPAR index 118 in 2025; negotiated key OTA partnerships with Trip.com, Booking.com and Expedia to rebalance the channel mix."),
    ("Apr 2014 – Dec 2018", "The Ritz-Carlton, Shanghai, Pudong (Marriott International)", "Hotel Manager",
     "Led rooms, F&B and engineering; guest-satisfaction score up 9 points in two years."),
    ("Sep 2008 – Mar 2014", "Grand Hyatt Beijing (Hyatt Hotels Corporation)", "Director of Rooms", "Pre-Olympics reopening of 540 rooms."),
    ("Jul 2001 – Aug 2008", "Mandarin Oriental, Hong Kong", "Front Office Manager (2005–2008); Guest Relations Officer (2001–2005)", "Management trainee intake 2001."),
]
for r in rows:
    cells = t.add_row().cells
    for c, s in zip(cells, r):
        c.text = s
d.add_heading("Education", 1)
d.add_paragraph("MBA (part-time), The Hong Kong Polytechnic University, School of Hotel and Tourism Management, 2010 – 2012")
d.add_paragraph("BSc in International Hospitality Management, EHL (Ecole hôtelière de Lausanne), Switzerland, 1997 – 2001")
d.add_heading("Certifications & Awards", 1)
d.add_paragraph("Certified Hotel Administrator (CHA), American Hotel & Lodging Educational Institute, 2011")
d.add_paragraph("Marriott Asia Pacific General Manager of the Year, 2023")
d.save(os.path.join(OUT, "Dominik_Sauerwald_GM.docx"))
