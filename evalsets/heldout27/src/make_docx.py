"""Builds cvs/ruanchuhang_简历_2023.docx: Ruan Chuhang's OLD CV (March 2023), a Chinese
two-column table layout (left: section/date column, right: content)."""
from docx import Document
from docx.shared import Pt, Cm
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "ruanchuhang_简历_2023.docx")

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Microsoft YaHei"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")
st.font.size = Pt(10.5)

h = doc.add_paragraph()
r = h.add_run("阮楚航")
r.bold = True
r.font.size = Pt(20)
doc.add_paragraph("运维开发 / SRE 工程师 ｜ 138-2471-0963 ｜ ruanch_sre@163.com ｜ 杭州")

rows = [
    ("基本信息", "男，1995 年 2 月生，广东湛江人。5 年以上互联网运维经验，目前在饿了么负责核心交易链路的稳定性。"),
    ("求职意向", "SRE / 容器平台工程师，期望地点：杭州"),
    ("工作经历", ""),
    ("2021.04–至今", "上海拉扎斯信息科技有限公司（饿了么）｜SRE工程师\n"
                   "· 负责订单、配送服务的容器化迁移：从自建 Mesos 迁移到阿里云 ACK（Kubernetes），已完成 1200 个服务；\n"
                   "· 搭建 Prometheus + Thanos 监控告警平台，统一 3 个机房的告警规则；\n"
                   "· 参与 2021、2022 年双 11 大促值守与容量压测。"),
    ("2017.07–2021.03", "网易（杭州）网络有限公司｜游戏运维中心｜运维开发工程师\n"
                      "· 开发游戏服务器自动化部署平台（Python + SaltStack），支撑 40 余款游戏上线；\n"
                      "· 2019 年起参与容器化试点，把部分登录服迁移到 Docker Swarm；\n"
                      "· 维护 CMDB 与工单系统，编写 Ansible 剧本 200 余个。"),
    ("2016.07–2016.08", "广州酷狗计算机科技有限公司｜运维实习生（暑期）\n"
                      "· 协助机房巡检与日志清理脚本编写。"),
    ("教育背景", "华南理工大学广州学院｜计算机科学与技术｜本科｜2013.09–2017.06"),
    ("证书", "CKA（Certified Kubernetes Administrator），2020 年"),
    ("专业技能", "Kubernetes、Docker、Helm、Prometheus、Grafana、Python、Go、Shell、SaltStack、Ansible；"
               "了解 Terraform、OpenStack、eBPF、Rust"),
    ("自我评价", "责任心强，能接受 on-call，乐于分享，喜欢把重复劳动自动化。"),
]
t = doc.add_table(rows=0, cols=2)
t.style = "Table Grid"
for left, right in rows:
    cells = t.add_row().cells
    cells[0].width = Cm(3.5)
    cells[1].width = Cm(13.5)
    lp = cells[0].paragraphs[0]
    lr = lp.add_run(left)
    lr.bold = True
    lines = right.split("\n")
    cells[1].paragraphs[0].add_run(lines[0]).bold = left[0].isdigit()
    for line in lines[1:]:
        cells[1].add_paragraph(line)

doc.add_paragraph("更新时间：2023 年 3 月")
doc.save(OUT)
print("wrote", OUT)
