# Builds the OLD CV of 冉书瑶 (2023): cvs/冉书瑶_版图设计_2023.docx — a table per job.
import pathlib
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

out = pathlib.Path(__file__).resolve().parents[2] / "cvs" / "冉书瑶_版图设计_2023.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

d.add_heading("冉书瑶 个人简历", level=1)
d.add_paragraph("求职意向：模拟/混合信号版图设计工程师　｜　深圳")
d.add_paragraph("电话：186-2730-5512　｜　邮箱：ranshuyao_layout@qq.com")

d.add_heading("工作经历", level=2)
def job(rows):
    t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells; c[0].text = k; c[1].text = v
    d.add_paragraph("")
job([("公司", "深圳市海思半导体有限公司（华为海思）"),
     ("职位", "版图设计工程师"),
     ("时间", "2019.07 – 至今"),
     ("工作内容", "负责 SerDes、PLL、LDO 等模拟/混合信号模块的全定制版图设计，工艺覆盖 28nm 平面工艺与 16nm / 7nm FinFET；"
                  "使用 Cadence Virtuoso 完成布局布线，Calibre 完成 DRC / LVS / ANT 验证，StarRC 寄生参数提取后配合电路设计做后仿迭代。"),
     ("项目", "与平头哥半导体合作的 RISC-V IP 联合流片项目：负责 PLL 与 IO Ring 版图，一次流片成功。")])
job([("公司", "中芯国际集成电路制造（上海）有限公司（SMIC）"),
     ("职位", "版图实习生"),
     ("时间", "2018.07 – 2018.09"),
     ("工作内容", "参与 40nm 工艺 PDK 测试结构（test key）版图绘制与 DRC 检查。")])

d.add_heading("教育背景", level=2)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["学校", "专业", "学历", "时间"]): c.text = s
for row in [("桂林电子科技大学", "微电子科学与工程", "本科", "2015.09 – 2019.06")]:
    cells = t.add_row().cells
    for c, s in zip(cells, row): c.text = s

d.add_heading("技能", level=2)
d.add_paragraph("EDA 工具：Cadence Virtuoso、Calibre、StarRC、Laker（了解）")
d.add_paragraph("脚本：SKILL、Tcl、Perl；英语：CET-6")
d.add_heading("荣誉", level=2)
d.add_paragraph("2018 年 全国大学生集成电路创新创业大赛 华南赛区二等奖")
d.add_paragraph("2021 年 海思 模拟版图部 年度优秀新人")
d.save(out)
print(out)
