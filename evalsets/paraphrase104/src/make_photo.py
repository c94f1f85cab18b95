# Turns the rendered page into a phone-photo-like JPEG (no text layer)
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(104)
src = 'guo_qinyao_page-1.png'
im = Image.open(src).convert('RGB')
W, H = im.size
bg = Image.new('RGB', (int(W*1.12), int(H*1.10)), (92, 78, 64))
bg.paste(im, (int(W*0.06), int(H*0.05)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards one corner + vignette
w, h = bg.size
shade = Image.new('L', (w, h))
d = ImageDraw.Draw(shade)
for i in range(0, max(w, h), 4):
    v = int(255 - 70 * (i / max(w, h)))
    d.ellipse([w*0.35 - i, h*0.3 - i, w*0.35 + i, h*0.3 + i], outline=v, width=5)
shade = shade.filter(ImageFilter.GaussianBlur(40))
bg = ImageChops.multiply(bg, Image.merge('RGB', (shade, shade, shade)))
warm = Image.new('RGB', (w, h), (255, 244, 226))
bg = ImageChops.multiply(bg, warm)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert('RGB')
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda p: 200 + p // 5)), 0.35)
bg.save('../cvs/IMG_20260312_184407.jpg', quality=82)
