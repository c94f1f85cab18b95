"""Build cvs/岑晓蔓_直播运营经理.docx (paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "岑晓蔓_直播运营经理.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
d.add_heading("岑晓蔓", level=0)
d.add_paragraph("直播电商运营经理 | 上海 | 186-2173-5098 | cenxiaoman_live@outlook.com")
d.add_heading("求职意向", level=1)
d.add_paragraph("直播电商运营负责人 / 达人直播业务总监")
d.add_heading("工作经历", level=1)
p = d.add_paragraph(); p.add_run("2021年9月 - 至今　北京抖音信息服务有限公司（抖音电商）　直播运营经理").bold = True
d.add_paragraph("负责抖音电商美妆个护类目品牌自播与达人直播运营，管理8人运营团队（主播运营、中控、投放），"
                "2025年类目直播GMV同比增长64%，单场峰值GMV突破3200万元。搭建品牌自播SOP和千川投放ROI看板，"
                "将新品牌冷启动周期从45天缩短至20天。")
p = d.add_paragraph(); p.add_run("2019年4月 - 2021年8月　上海美腕网络科技有限公司（美ONE）　直播运营主管").bold = True
d.add_paragraph("负责头部达人直播间选品排期、品牌招商与直播脚本，对接品牌方200余家；"
                "统筹双11、618大促直播间货盘与库存，协调客服与售后，退货率下降5个百分点。")
p = d.add_paragraph(); p.add_run("2018年7月 - 2019年3月　浙江淘宝网络有限公司（淘宝直播）　直播运营专员").bold = True
d.add_paragraph("负责服饰类目商家直播孵化，指导中小商家开播，月均孵化新直播间60+；"
                "用SQL和Excel做直播间流量与转化复盘，输出周报。")
d.add_heading("教育经历", level=1)
d.add_paragraph("2022年9月 - 2023年12月　上海财经大学　工商管理硕士（MBA，非全日制）　因工作原因已退学，未获学位")
d.add_paragraph("2014年9月 - 2018年6月　浙江工商大学　市场营销　本科（管理学学士）")
d.add_heading("荣誉与其他", level=1)
d.add_paragraph("2023年 抖音电商年度优秀直播服务商评选 评委（受邀）")
d.add_paragraph("2017年 阿里巴巴“新零售”校园营销大赛 全国三等奖")
d.add_paragraph("证书：电子商务师（三级）；熟练使用巨量千川、抖店后台、生意参谋、SQL、Excel、Tableau")
d.add_heading("自我评价", level=1)
d.add_paragraph("8年直播电商一线经验，经历淘宝直播、头部达人机构与抖音电商三种业态，擅长从0到1搭建直播间与团队。")
d.save(OUT)
print(OUT)
