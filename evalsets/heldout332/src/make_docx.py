# Builds cvs/柯明澄_简历_2026.docx (plain paragraphs, Chinese).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

P = [
    ("h", "柯明澄"),
    ("p", "手机：+86 186 0113 7742 | 邮箱：mingcheng.ke@outlook.com | 现居北京"),
    ("p", "求职方向：语音识别 / 语音大模型 研究员"),
    ("h2", "工作经历"),
    ("b", "2024.08 – 至今　字节跳动 Seed 团队（语音方向）　资深研究员"),
    ("p", "负责流式端到端语音识别模型与语音大模型的预训练和数据配比，模型上线豆包 App 的语音输入；中文普通话字错率相对下降 11%。"),
    ("p", "主导 10 万小时级多方言数据的半监督伪标签流程，用 Python 与 PyTorch 编写分布式训练与解码工具。"),
    ("b", "2021.07 – 2024.07　腾讯 AI Lab　高级研究员"),
    ("p", "负责多语种与方言语音识别，搭建 Conformer-Transducer 训练框架（PyTorch），支持腾讯会议实时字幕；研究成果发表于 Interspeech 2023。"),
    ("b", "2019.06 – 2019.09　微软亚洲研究院（MSRA）语音组　研究实习生"),
    ("p", "研究端到端模型的低延迟流式解码，实习成果整理为 Interspeech 2021 论文。"),
    ("h2", "教育背景"),
    ("p", "2016.09 – 2021.06　中国科学院声学研究所（学位由中国科学院大学授予）　信号与信息处理　工学博士"),
    ("p", "2012.09 – 2016.06　西北工业大学　电子信息工程　工学学士"),
    ("h2", "论文发表"),
    ("p", "[1] Mingcheng Ke, Hao Lin, Qiang Fu. Streaming Conformer-Transducer with Chunk-wise Lookahead for Low-latency ASR. ICASSP 2020.（第一作者）"),
    ("p", "[2] Mingcheng Ke, Yifan Gong. Trigger-free Streaming Decoding for Attention-based Encoder-Decoder ASR. Interspeech 2021.（第一作者）"),
    ("p", "[3] Wei Zhou, Mingcheng Ke, Dong Yu. Dialect-aware Mixture-of-Experts for Multilingual Speech Recognition. Interspeech 2023.（第二作者）"),
    ("h2", "学术服务"),
    ("p", "ICASSP、Interspeech 审稿人（2022 至今）"),
    ("h2", "技能"),
    ("p", "Python、PyTorch、C++、Kaldi、k2/icefall、ESPnet；英语可作为工作语言"),
]

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
st.font.size = Pt(10.5)
for kind, text in P:
    para = doc.add_paragraph()
    run = para.add_run(text)
    if kind == "h":
        run.bold = True; run.font.size = Pt(18)
    elif kind == "h2":
        run.bold = True; run.font.size = Pt(13)
    elif kind == "b":
        run.bold = True
doc.save("../cvs/柯明澄_简历_2026.docx")
print("ok")
