# turns yz/zhuang_yiling_2023.pdf page 1 (rendered at 150 dpi) into a phone-photo JPEG
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(334)
page = Image.open('yz/page-1.png').convert('RGB')
w, h = page.size
bg = Image.new('RGB', (int(w*1.12), int(h*1.08)), (92, 84, 74))   # desk
paper = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
bg.paste(paper, ((bg.width-paper.width)//2, (bg.height-paper.height)//2))
# shading gradient + vignette
grad = Image.new('L', bg.size)
d = ImageDraw.Draw(grad)
for y in range(bg.height):
    d.line([(0, y), (bg.width, y)], fill=int(255 - 55*y/bg.height))
vig = Image.new('L', bg.size, 0)
ImageDraw.Draw(vig).ellipse([-bg.width*0.25, -bg.height*0.2, bg.width*1.25, bg.height*1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(grad, vig)
dark = Image.new('RGB', bg.size, (30, 26, 22))
img = Image.composite(bg, dark, mask.point(lambda v: int(90 + v*165/255)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert('RGB')
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v//5)), 0.5)
img = Image.blend(img, Image.new('RGB', img.size, (255, 238, 210)), 0.06)  # warm cast
img.save('../cvs/IMG_20230614_193522.jpg', quality=82)
