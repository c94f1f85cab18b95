# Phone-photo of the printed 2022 Chinese CV page -> ../cvs/IMG_20220614_183211.jpg (no text layer)
import subprocess, os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run(['pdftoppm', '-r', '150', '-png', '-singlefile',
                os.path.join(here, 'wen_qiaoyi_2022_print.pdf'), os.path.join(here, 'wen_page')], check=True)
random.seed(326)
page = Image.open(os.path.join(here, 'wen_page.png')).convert('RGB')
W, H = page.size
# paper on a darker desk background, rotated ~2 degrees
bg = Image.new('RGB', (int(W * 1.12), int(H * 1.08)), (96, 84, 70))
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# uneven lighting: brighter top-left, shadow bottom-right + vignette
shade = Image.new('L', img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([img.width * 0.5 - img.width * (1.2 - i / 300), img.height * 0.35 - img.height * (1.1 - i / 300),
               img.width * 0.5 + img.width * (1.2 - i / 300), img.height * 0.35 + img.height * (1.1 - i / 300)], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new('RGB', img.size, (40, 36, 30))
img = Image.composite(img, dark, shade.point(lambda v: 150 + v * 105 // 255))
# warm tint
r, g, b = img.split()
img = Image.merge('RGB', (r, g.point(lambda v: int(v * 0.97)), b.point(lambda v: int(v * 0.90))))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert('RGB')
img = ImageChops.blend(img, ImageChops.add(img, noise, scale=2.0, offset=-64), 0.25)
img = img.resize((int(img.width * 0.9), int(img.height * 0.9)), Image.LANCZOS)
img.save(os.path.join(here, '..', 'cvs', 'IMG_20220614_183211.jpg'), quality=82)
print('ok')
