from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
def p(text, bold=False, size=None):
    para = d.add_paragraph(); r = para.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return para
p("贠立恒", True, 20)
p("高级硬件产品经理 | 智能家居 / IoT")
p("手机：186 1297 4430    邮箱：yunliheng_pm@163.com    深圳")
p("个人概述", True, 13)
p("10 年智能家居硬件产品经验，此前 3 年硬件研发。从 0 到 1 定义并量产过门锁、网关、传感器、窗帘电机等 20 余款设备，熟悉 Zigbee 3.0、Thread / Matter 与 BLE Mesh 协议下的产品定义、认证与供应链导入。")
p("工作经历", True, 13)
p("深圳绿米联创科技有限公司（Aqara）    2020.01 - 至今", True)
p("高级硬件产品经理（2022.07 至今）：负责门锁与安防产品线，带 4 名产品经理；年出货量 180 万台。")
p("硬件产品经理（2020.01 - 2022.06）：定义 Aqara 智能门锁 D100、网关 M3 等产品，主导 M3 的 Matter over Thread 认证与量产导入。")
p("主导与 Apple HomeKit、Google Home 的生态对接与联合认证，负责与合作伙伴的技术评审。")
p("小米通讯技术有限公司    生态链部    硬件产品经理    2016年7月 - 2019年12月", True)
p("负责米家智能家居传感器与网关产品的定义和生态链企业的项目管理，参与米家多模网关、米家门窗传感器 2 等产品上市；对接生态链公司（含绿米联创、云米）的研发与品控节点。")
p("普联技术有限公司（TP-LINK）    硬件工程师    2013/08 - 2016/06", True)
p("负责家用路由器与 IPC 摄像头的原理图设计与 Layout（Altium Designer），完成 EMC 整改与量产导入。")
p("杭州海康威视数字技术股份有限公司    硬件研发实习生    2011年暑期", True)
p("协助进行摄像头主板的测试与调试。")
p("教育背景", True, 13)
p("东南大学    电路与系统    硕士研究生（肄业）    2012.09 - 2013.07", True)
p("研一结束后因加入 TP-LINK 办理退学，未取得学位。")
p("南京航空航天大学    电子信息工程    本科    2008.09 - 2012.06", True)
p("荣誉与证书", True, 13)
p("2024 年 CES 创新奖（Aqara 智能门锁 U200 项目，公司获奖）")
p("PMP 项目管理专业人士认证（2019）")
p("技能", True, 13)
p("产品：PRD / MRD、竞品分析、BOM 成本核算、NPI 流程、Jira、Figma")
p("技术：Zigbee、Thread / Matter、BLE Mesh、Wi-Fi 模组选型、Altium Designer、Python")
d.save("../../cvs/贠立恒-硬件产品经理.docx")
