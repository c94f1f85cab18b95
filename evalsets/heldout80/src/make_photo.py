# Turns the rendered page (minseo_page-1.png) into a phone photo: rotate, shading/vignette, blur, noise.
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(80)
pg = Image.open('minseo_page-1.png').convert('RGB')
W, H = pg.size
bg = Image.new('RGB', (W + 240, H + 240), (92, 78, 64))          # wooden desk
bg.paste(pg, (120, 120))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards the lower-right, vignette
shade = Image.new('L', bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([i * 2 - 300, i * 2 - 300, bg.size[0] * 1.3 - i * 2, bg.size[1] * 1.3 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(120))
dark = Image.new('RGB', bg.size, (30, 25, 20))
bg = Image.composite(bg, dark, shade.point(lambda v: 110 + v * 145 // 255))
warm = Image.new('RGB', bg.size, (255, 240, 215))
bg = ImageChops.multiply(bg, warm)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 14).convert('RGB')
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 5)), 0.35)
bg.save('../cvs/minseo_ryu_cv_photo.jpg', quality=82)
print(bg.size)
