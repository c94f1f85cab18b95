# Builds cvs/秦雨萱-产品经理.docx (Chinese, paragraphs + a skills table)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "秦雨萱-产品经理.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.add_heading("秦雨萱", level=0)
d.add_paragraph("女｜上海｜电话：186 2170 4438｜邮箱：qinyuxuan_pm@126.com")
d.add_paragraph("当前职位：高级产品经理（饿了么 即时配送产品部）")
d.add_heading("工作经历", level=1)
p = d.add_paragraph(); p.add_run("饿了么（拉扎斯网络科技（上海）有限公司，阿里巴巴集团本地生活）").bold = True
d.add_paragraph("高级产品经理｜即时配送产品部｜2021年3月 - 至今")
for b in ["负责骑手调度与订单履约体验产品线，带领4人产品小组（2名产品经理、2名产品助理），向部门负责人汇报。",
          "主导“准时宝”赔付规则改版，通过A/B测试验证方案，超时投诉率下降23%。",
          "与算法团队共同设计预计送达时间（ETA）展示策略，用SQL搭建履约指标看板。"]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph(); p.add_run("美团（北京三快在线科技有限公司）").bold = True
d.add_paragraph("产品经理｜美团外卖事业部 用户增长组｜2017年7月 - 2021年2月")
for b in ["负责外卖App首页推荐位与红包膨胀活动的产品设计，撰写PRD并推动研发上线，活动期间下单转化提升9%。",
          "搭建商家端满减活动配置后台，覆盖全国30余万家商户。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("实习经历", level=1)
p = d.add_paragraph(); p.add_run("饿了么").bold = True
d.add_paragraph("产品实习生｜商户运营产品组｜2016年7月 - 2016年12月")
d.add_paragraph("协助整理商户后台需求文档，参与用户访谈与竞品分析。", style="List Bullet")
d.add_heading("教育背景", level=1)
d.add_paragraph("中欧国际工商学院　MBA（在职，周末班）　2024年9月 - 预计2027年6月")
d.add_paragraph("对外经济贸易大学　信息管理与信息系统　管理学学士　2013年9月 - 2017年6月")
d.add_heading("获奖与证书", level=1)
d.add_paragraph("2019年 美团外卖事业部年度“优秀新人产品经理”；NPDP 产品经理国际资格认证（2020）")
d.add_heading("专业技能", level=1)
t = d.add_table(rows=1, cols=2); t.style = "Table Grid"
t.rows[0].cells[0].text = "类别"; t.rows[0].cells[1].text = "技能"
for k, v in [("产品设计", "Axure、Figma、墨刀、Xmind"), ("数据分析", "SQL、Excel、Python（入门）、神策分析"),
             ("方法", "A/B测试、用户访谈、增长模型（AARRR）"), ("语言", "英语（雅思7.0）")]:
    r = t.add_row().cells; r[0].text = k; r[1].text = v
d.save(out)
print("saved", out)
