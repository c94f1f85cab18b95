# Builds cvs/眭若晴_简历.docx (Chinese, paragraphs only).
from docx import Document
from docx.shared import Pt
import pathlib
out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "眭若晴_简历.docx"
d = Document()
d.add_heading("眭若晴", level=0)
d.add_paragraph("计算机视觉方向博士研究生 | 邮箱：suiruoqing@sjtu.edu.cn | 电话：186-2105-3378")
d.add_heading("教育背景", level=1)
d.add_paragraph("上海交通大学　计算机科学与技术　博士研究生（在读，直博）　2022年9月 - 至今（预计2027年6月毕业）")
d.add_paragraph("研究方向：三维重建、神经渲染、扩散模型的可控生成。")
d.add_paragraph("南京信息工程大学　计算机科学与技术　工学学士　2018年9月 - 2022年6月")
d.add_paragraph("GPA 3.86/4.0，专业排名 3/186，免试推荐直博。")
d.add_heading("实习经历", level=1)
d.add_paragraph("微软亚洲研究院（MSRA）　视觉计算组　研究实习生　2024年7月 - 2025年4月")
d.add_paragraph("在导师指导下研究基于 3D Gaussian Splatting 的动态场景重建，提出时序一致的高斯形变场，相关工作以第一作者发表于 CVPR 2025；负责全部实验代码（PyTorch + 自定义 CUDA 光栅化算子）。")
d.add_paragraph("商汤科技　智能视觉事业群　算法实习生　2021年7月 - 2021年9月")
d.add_paragraph("暑期实习，参与人脸质量评估模型的数据清洗与蒸馏，模型体积压缩 60%。")
d.add_heading("论文发表", level=1)
d.add_paragraph("[1] 眭若晴, 等. 时序一致的动态高斯场景重建. CVPR 2025（第一作者）")
d.add_paragraph("[2] 李泓远, 眭若晴, 等. 基于扩散先验的稀疏视角 NeRF. ICCV 2023（第二作者）")
d.add_paragraph("[3] 眭若晴, 等. Few-shot 3D 编辑的基准. NeurIPS 2024 Workshop（第一作者）")
d.add_heading("荣誉奖项", level=1)
d.add_paragraph("2023 字节跳动奖学金（全国 20 人）")
d.add_paragraph("2020 本科生国家奖学金")
d.add_heading("技能", level=1)
d.add_paragraph("PyTorch、CUDA、OpenCV、Blender、NeRF / 3DGS、扩散模型；英语 CET-6 612。")
d.save(out)
print(out)
