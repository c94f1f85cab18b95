"""Turns the rendered page of bao_guodong_zh into a phone-photo-like JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(81)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert('RGB')
w, h = page.size
bg = Image.new('RGB', (int(w*1.12), int(h*1.08)), (96, 84, 70))       # desk
bg.paste(page, (int(w*0.06), int(h*0.04)))
bg = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
W, H = bg.size
# warm shading + vignette
shade = Image.new('L', (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-W*0.3+i*2, -H*0.3+i*2, W*1.3-i*2, H*1.3-i*2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new('RGB', (W, H), (30, 26, 20))
bg = Image.composite(bg, dark, shade.point(lambda v: min(255, 90+v)))
grad = Image.linear_gradient('L').resize((W, H)).point(lambda v: 255 - v//5)
bg = ImageChops.multiply(bg, Image.merge('RGB', [grad, grad, grad.point(lambda v: v-10)]))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert('RGB')
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200+v//5)), 0.5)
bg.save(dst, 'JPEG', quality=80)
