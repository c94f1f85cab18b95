"""Turns min_qingyan_zh.png (pdftoppm -r 150) into a phone-photo-like JPEG without a text layer."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'min_qingyan_zh-1.png')).convert('RGB')
W, H = im.size
bg = Image.new('RGB', (W + 160, H + 160), (92, 84, 74))   # table-top around the sheet
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# uneven lighting: dark vignette + a warm gradient from the lamp side
W, H = im.size
mask = Image.new('L', (W, H), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    dr.ellipse([-W * 0.25 + i * 8, -H * 0.2 + i * 8, W * 1.25 - i * 8, H * 1.2 - i * 8], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new('RGB', (W, H), (40, 36, 30))
im = Image.composite(im, dark, mask)
grad = Image.linear_gradient('L').resize((W, H)).rotate(90)
shade = Image.new('RGB', (W, H), (225, 210, 180))
im = ImageChops.multiply(im, Image.composite(shade, Image.new('RGB', (W, H), (255, 255, 255)), grad.point(lambda p: p // 3)))
im = im.filter(ImageFilter.GaussianBlur(0.9))
random.seed(7)
noise = Image.effect_noise((W, H), 18).convert('RGB')
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda p: 200 + p // 5)), 0.5)
im.save(os.path.join(here, '..', 'cvs', 'IMG_20261103_214512.jpg'), quality=82)
