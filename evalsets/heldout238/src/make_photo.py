"""Turns src/qy/page-1.png into a phone photo of the printed page (cvs/IMG_20261103_184512.jpg)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(238)
src = Image.open('qy/page-1.png').convert('RGB')
W, H = src.size
# paper on a wooden-ish desk background
bg = Image.new('RGB', (int(W*1.12), int(H*1.08)), (121, 92, 63))
paper = src.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(121, 92, 63))
bg.paste(paper, ((bg.width-paper.width)//2, (bg.height-paper.height)//2))
# warm tint and uneven lighting (vignette + diagonal shadow)
tint = Image.new('RGB', bg.size, (255, 240, 215))
img = ImageChops.multiply(bg, tint)
mask = Image.new('L', bg.size, 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i/60))
    dr.ellipse([i*bg.width//130, i*bg.height//130, bg.width - i*bg.width//130, bg.height - i*bg.height//130], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.eval(img, lambda p: int(p*0.62))
img = Image.composite(img, dark, mask)
shadow = Image.new('L', bg.size, 255)
ImageDraw.Draw(shadow).polygon([(0, bg.height*0.7), (bg.width*0.45, bg.height), (0, bg.height)], fill=170)
shadow = shadow.filter(ImageFilter.GaussianBlur(60))
img = ImageChops.multiply(img, Image.merge('RGB', [shadow]*3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
px = img.load()
for _ in range(img.width*img.height//6):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
img = img.resize((img.width*9//10, img.height*9//10))
img.save('../cvs/IMG_20261103_184512.jpg', quality=82)
