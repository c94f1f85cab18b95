"""Build the two DOCX CVs of heldout39 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")


def table(doc, header, rows, widths=None):
    t = doc.add_table(rows=1, cols=len(header))
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, header):
        c.text = h
        for r in c.paragraphs[0].runs:
            r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t


def wei_en():
    d = Document()
    d.add_heading("Zhenhua WEI", level=0)
    d.add_paragraph("Senior Firmware Engineer | Shanghai, China | zhenhua.wei@outlook.com | +86 138 2655 0417")
    d.add_paragraph("Last updated: March 2023")
    d.add_heading("Profile", level=1)
    d.add_paragraph("Embedded firmware engineer with close to eight years on wireless SoCs and motor-control boards. "
                    "Comfortable from the bootloader up to the cloud OTA pipeline.")
    d.add_heading("Work Experience", level=1)
    table(d, ["Period", "Company", "Role", "Highlights"], [
        ["Apr 2019 – Present", "Espressif Systems (Shanghai)", "Senior Firmware Engineer",
         "Wi-Fi driver and OTA update module for ESP-IDF on FreeRTOS, with A/B partition rollback; "
         "ported the bootloader and Secure Boot v2 to the first RISC-V based chips."],
        ["Oct 2017 – Mar 2019", "DJI (Shenzhen)", "Senior Firmware Engineer",
         "Gimbal motor-control firmware (STM32F4, FreeRTOS) with a 1 kHz attitude loop; proprietary radio link between remote controller and flight controller."],
        ["Jul 2015 – Sep 2017", "DJI (Shenzhen)", "Firmware Engineer",
         "Built a hardware-in-the-loop regression rig with 300+ test cases."],
        ["Summer 2014", "HiSilicon (Huawei)", "Chip Verification Intern",
         "UVM test cases for a Wi-Fi baseband block."],
    ])
    d.add_heading("Education", level=1)
    table(d, ["Years", "School", "Degree"], [
        ["2011 – 2015", "University of Electronic Science and Technology of China (UESTC), Chengdu",
         "B.Eng. in Communication Engineering"],
    ])
    d.add_heading("Skills", level=1)
    d.add_paragraph("C, C++, ARM Cortex-M, RISC-V, FreeRTOS, Zephyr, ESP-IDF, BLE, Wi-Fi, JTAG debugging. "
                    "Rust (hobby projects).")
    d.add_heading("Certifications & Awards", level=1)
    d.add_paragraph("ARM Accredited Engineer (2016)")
    d.add_paragraph("First Prize (Sichuan), National Undergraduate Electronic Design Contest, 2013")
    d.save(os.path.join(OUT, "Zhenhua_Wei_Resume_2023.docx"))


def meng_zh():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)
    d.add_heading("孟晓萱", level=0)
    d.add_paragraph("高级数据科学家 ｜ 上海 ｜ 电话：186-2103-7752 ｜ 邮箱：mengxiaoxuan_ds@163.com")
    d.add_heading("个人简介", level=1)
    d.add_paragraph("四年多电商场景数据科学经验，专注于营销增长、因果推断与实验平台。熟悉从指标体系设计、"
                    "A/B 实验到 uplift 建模的完整链路，能够把模型结果翻译成业务能听懂的决策建议。")
    d.add_heading("工作经历", level=1)
    d.add_paragraph("拼多多（上海寻梦信息技术有限公司）　　2022年7月 - 至今")
    d.add_paragraph("高级数据科学家（2024年4月起）；数据科学家（2022年7月 - 2024年3月）　主站增长与营销策略组")
    for b in [
        "搭建基于 uplift 模型（因果森林 + T-Learner）的优惠券投放策略，在同等预算下新增 GMV 提升 6.2%。",
        "负责百亿补贴频道的实验评估，设计分层抽样与 CUPED 方差缩减方案，实验所需样本量减少约 30%。",
        "使用 Spark SQL 与 Python 构建用户生命周期价值（LTV）预测模型，支持每日千万级用户打分。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("阿里巴巴 淘天集团（淘宝天猫商业集团）　　2021.06 - 2021.09")
    d.add_paragraph("数据分析实习生　天猫用户运营")
    d.add_paragraph("分析 618 大促期间的会员复购漏斗，产出的人群分层被运营团队用于后续短信召回。", style="List Bullet")
    d.add_heading("教育背景", level=1)
    table(d, ["时间", "学校", "专业", "学历"], [
        ["2019.09 - 2022.06", "中国人民大学", "统计学（应用统计）", "硕士"],
        ["2015.09 - 2019.06", "华中师范大学", "统计学", "本科"],
    ])
    d.add_heading("竞赛与荣誉", level=1)
    d.add_paragraph("2020 阿里云天池 “电商用户复购预测” 算法大赛 第三名")
    d.add_paragraph("2018 全国大学生数学建模竞赛 湖北赛区一等奖")
    d.add_heading("技能", level=1)
    d.add_paragraph("Python（pandas, scikit-learn, EconML, PyTorch）、SQL / Hive / Spark、因果推断、A/B 实验设计、Tableau、Docker")
    d.save(os.path.join(OUT, "孟晓萱-数据科学家.docx"))


if __name__ == "__main__":
    wei_en()
    meng_zh()
