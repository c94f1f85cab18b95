"""Chinese DOCX with tables: 冉卓航 (firmware engineer)."""
from docx import Document
import os

def table(d, rows):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    return t

def build(out):
    d = Document()
    d.add_heading("冉卓航 · 个人简历", level=0)
    d.add_paragraph("手机：186-5710-2293　邮箱：ranzhuohang@foxmail.com　现居：杭州")
    d.add_paragraph("求职方向：SSD 主控固件架构师 / 存储固件负责人")
    d.add_heading("工作经历", level=1)
    table(d, [
        ("时间", "公司", "职位"),
        ("2018年7月 - 至今", "联芸科技（杭州）股份有限公司", "固件开发主管（2021年7月起）；高级固件工程师（2018年7月 - 2021年6月）"),
        ("2014年7月 - 2018年6月", "闪迪（SanDisk）上海研发中心，2016 年起为西部数据（Western Digital）子公司", "固件工程师"),
    ])
    d.add_paragraph("联芸科技：")
    for b in [
        "负责 PCIe 4.0 NVMe SSD 主控 MAS1102 的 FTL 固件架构，主导垃圾回收与磨损均衡策略重构，4K 随机写性能提升 22%。",
        "带领 9 人固件团队，基于 ARM Cortex-R8 多核平台开发，使用 C 语言与 Python 自动化测试框架。",
        "对接主机厂与模组厂客户（包括阿里云、浪潮），支持数据中心 SSD 的固件定制与现场问题排查。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("闪迪：")
    for b in [
        "参与 eMMC 5.1 与 UFS 2.1 固件开发，负责 LDPC 纠错失败后的读重试（read retry）流程。",
        "编写 JTAG 调试脚本，定位量产阶段的掉电数据丢失问题。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("教育背景", level=1)
    table(d, [
        ("时间", "学校", "专业", "学位"),
        ("2011.09–2014.06", "电子科技大学", "微电子学与固体电子学", "工学硕士"),
        ("2007.09–2011.06", "西安电子科技大学", "电子信息工程", "工学学士"),
    ])
    d.add_heading("专利与荣誉", level=1)
    for b in [
        "发明专利：一种基于冷热数据分离的固态硬盘垃圾回收方法（第一发明人，2022 年授权）",
        "2019 年 中国闪存市场峰会（CFMS）演讲嘉宾：《国产主控的 FTL 演进》",
        "2013 年 全国大学生集成电路创新创业大赛 二等奖",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("专业技能", level=1)
    table(d, [
        ("语言", "C、Python、ARM 汇编"),
        ("领域", "NVMe、FTL、LDPC、eMMC/UFS、JTAG 调试"),
        ("工具", "Git、Jenkins、Lauterbach TRACE32"),
    ])
    d.save(os.path.join(out, "冉卓航-固件-简历.docx"))
