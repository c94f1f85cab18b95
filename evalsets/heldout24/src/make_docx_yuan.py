# Builds cvs/袁梦琪_简历_NLP.docx (Chinese, tables)
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs', '袁梦琪_简历_NLP.docx')
d = Document()
st = d.styles['Normal']; st.font.name = 'SimSun'; st.font.size = Pt(10.5)
d.add_heading('袁梦琪', 0)
d.add_paragraph('高级算法工程师（大模型 / NLP）｜ 杭州')
d.add_paragraph('手机：186 0571 3328 ｜ 邮箱：yuanmq.nlp@outlook.com ｜ GitHub：github.com/mengqi-yuan')

d.add_heading('基本信息', 1)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
cells = [('性别', '女', '出生年月', '1997年4月'),
         ('最高学历', '硕士', '工作年限', '4年'),
         ('求职意向', '大模型算法 / NLP算法', '到岗时间', '一个月内')]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading('教育经历', 1)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
rows = [('时间', '学校', '专业', '学历'),
        ('2019.09 - 2022.06', '北京邮电大学', '计算机科学与技术', '硕士（学术型）'),
        ('2015.09 - 2019.06', '南京信息工程大学', '软件工程', '本科')]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading('工作经历', 1)
t = d.add_table(rows=4, cols=3); t.style = 'Table Grid'
rows = [('时间', '公司 / 部门', '职位'),
        ('2024年4月 - 至今', '阿里云 · 通义实验室', '高级算法工程师（P7）'),
        ('2022年7月 - 2024年3月', '阿里云 · 通义实验室', '算法工程师（P6）'),
        ('2021年6月 - 2021年12月', '微软亚洲研究院（MSRA）自然语言计算组', '研究实习生')]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
for p in [
    '【通义实验室 · 高级算法工程师】负责通用大模型的后训练（post-training）：主导指令微调（SFT）数据体系建设，设计多轮对话与工具调用数据的自动构造和质量过滤流程，覆盖中英文约120万条样本；负责基于人类偏好的强化学习对齐（RLHF / DPO），搭建奖励模型训练与评测流水线，在内部中文对话评测集上胜率提升11个百分点。',
    '【通义实验室 · 算法工程师】参与企业知识库问答（RAG）方案落地，负责检索召回、重排序模型训练以及长文档切分策略，服务于阿里云多个行业客户；使用 vLLM 优化推理部署，将在线首字延迟降低约35%。',
    '【微软亚洲研究院 · 研究实习生】研究跨语言文本摘要中的事实一致性问题，提出基于对比学习的校验方法，相关工作发表于 ACL 2022 Findings。',
]:
    d.add_paragraph(p)

d.add_heading('论文发表', 1)
d.add_paragraph('1. Mengqi Yuan, et al. Contrastive Fact Verification for Cross-lingual Summarization. Findings of ACL 2022.')
d.add_paragraph('2. Mengqi Yuan, et al. Data Selection for Instruction Tuning via Reward Margins. EMNLP 2023 (Industry Track).')

d.add_heading('竞赛与荣誉', 1)
d.add_paragraph('2020 腾讯广告算法大赛 复赛第9名')
d.add_paragraph('北京邮电大学 研究生国家奖学金（2021）')

d.add_heading('专业技能', 1)
t = d.add_table(rows=3, cols=2); t.style = 'Table Grid'
rows = [('深度学习框架', 'PyTorch、DeepSpeed、Megatron-LM、Hugging Face Transformers、vLLM'),
        ('算法方向', 'SFT、RLHF / DPO、LoRA、RAG、文本摘要、信息抽取'),
        ('语言', '英语 CET-6，可流利阅读与撰写英文论文')]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.save(OUT)
print('saved', OUT)
