# Builds the old (2022) Chinese CV of 戴明朗 as a DOCX made of plain paragraphs.
from docx import Document
from docx.shared import Pt
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
P = d.add_paragraph
P("个人简历")
P("戴明朗 ｜ 男 ｜ 广州")
P("电话：138-1627-4409    邮箱：minglang.dai@outlook.com")
P("求职意向：自动驾驶感知算法（高级工程师）")
P("工作经历")
P("2019/7-至今    小鹏汽车（广州）  自动驾驶中心  高级感知算法工程师")
P("2021年4月起任高级感知算法工程师，此前为感知算法工程师（2019年7月入职）。")
P("负责视觉 3D 目标检测与相机-毫米波雷达融合，参与 NGP 高速导航辅助驾驶量产；使用 PyTorch 训练，C++ 部署到 Xavier 平台。")
P("实习经历")
P("2018年夏    地平线机器人  感知算法实习生  车道线检测模型量化。")
P("教育经历")
P("2016-2019    同济大学    车辆工程    硕士")
P("2012-2016    长安大学    车辆工程    本科")
P("专业技能")
P("PyTorch、C++、Python、OpenCV、多传感器融合、3D 目标检测")
d.save("../cvs/dai_minglang_resume_2022.docx")
